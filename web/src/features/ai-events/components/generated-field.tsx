/**
 * A generated text or list under its label, or, while there is none, the fallback saying how
 * to get one.
 */
export function GeneratedField({
  label,
  value,
  fallback,
}: {
  label: string;
  value: string | string[] | undefined;
  fallback: string;
}) {
  return (
    <div className="ai-field">
      <h3 className="ai-field__label">{label}</h3>
      {Array.isArray(value) ? (
        <ul className="ai-field__list">
          {value.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : value ? (
        <p className="ai-field__value">{value}</p>
      ) : (
        <p className="ai-field__fallback">{fallback}</p>
      )}
    </div>
  );
}
