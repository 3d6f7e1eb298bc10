type FieldProps = { label: string; fallback: string };

/** A generated text under its label, or the fallback saying how to get one. */
export function GeneratedText({ label, value, fallback }: FieldProps & { value?: string }) {
  return (
    <div className="ai-field">
      <h3 className="ai-field__label">{label}</h3>
      {value ? (
        <p className="ai-field__value">{value}</p>
      ) : (
        <p className="ai-field__fallback">{fallback}</p>
      )}
    </div>
  );
}

/** A generated list under its label, or the fallback. */
export function GeneratedList({ label, items, fallback }: FieldProps & { items?: string[] }) {
  return (
    <div className="ai-field">
      <h3 className="ai-field__label">{label}</h3>
      {items ? (
        <ul className="ai-field__list">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="ai-field__fallback">{fallback}</p>
      )}
    </div>
  );
}
