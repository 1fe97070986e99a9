// Times in the viewer's own zone and locale; compact numbers.
const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export const formatTime = (value: string | null | undefined) => (value ? time.format(new Date(value)) : '—');
export const formatMs = (ms: number) => (ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`);
export const formatPercent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;
export const formatCount = (n: number | null | undefined) => (n === null || n === undefined ? '—' : n.toLocaleString());
