/** Text with {{placeholders}} marked. */
export function Highlighted({ text }: { text: string }) {
  const parts = text.split(/(\{\{[A-Za-z_][A-Za-z0-9_]*\}\})/g);
  return (
    <>
      {parts.map((part, i) =>
        /^\{\{[A-Za-z_][A-Za-z0-9_]*\}\}$/.test(part) ? (
          <mark key={i} className="placeholder">
            {part}
          </mark>
        ) : (
          <span key={i}>{part}</span>
        ),
      )}
    </>
  );
}
