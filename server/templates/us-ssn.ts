// US Social Security numbers, as printed ("078-05-1120"). The Social Security Administration never
// issues an area of 000, 666 or 900 and up, a group of 00 or a serial of 0000; numbers from 900 up
// are taxpayer ids (ITINs) for people who cannot have one. An agent that verifies or files a
// number refuses or routes those apart, where their shape, and their place between the numbers
// it filed before, are those of issued ones. Which of these a number is is a category (see
// value-features.ts).

/** Three digits, two and four, joined by dashes: how an SSN or an ITIN is written. */
const SSN = /^(\d{3})-(\d{2})-(\d{4})$/u;

/** 'issued', 'itin' or 'never issued' for a number written as an SSN, else null. */
export function ssnKindOf(value: string): string | null {
  const parts = SSN.exec(value);
  if (parts === null) return null;
  const [area, group, serial] = parts.slice(1).map(Number);
  if (area >= 900) return 'itin';
  return area === 0 || area === 666 || group === 0 || serial === 0 ? 'never issued' : 'issued';
}
