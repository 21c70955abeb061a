import type { ReactNode } from 'react';
import { labelBefore, text } from './format';

/** A filled or blank field: the value isolated as its own direction run, or a dotted line to write on. */
export function Field({
  label,
  value,
  wide,
  short,
}: {
  label: ReactNode;
  value?: string | null;
  wide?: boolean;
  short?: boolean;
}) {
  const shown = text(value);
  return (
    <div className={['field', wide && 'field-wide', short && 'field-short'].filter(Boolean).join(' ')}>
      <span className="field-label">{label}:</span>
      <span className={shown ? 'field-value' : 'field-value blank'}>{shown ? <bdi>{shown}</bdi> : ' '}</span>
    </div>
  );
}

/** The national id as 14 boxes in one left-to-right run (reading order); 14 empty boxes when absent or malformed. */
export function DigitBoxes({ digits }: { digits: string[] | null }) {
  const cells = digits ?? Array.from({ length: 14 }, () => '');
  return (
    <bdi dir="ltr" className="digit-boxes" data-testid="national-id-boxes">
      {cells.map((digit, i) => (
        <span key={i} className="digit-box">
          {digit || ' '}
        </span>
      ))}
    </bdi>
  );
}

export function TickBox({ label, checked }: { label: ReactNode; checked?: boolean }) {
  return (
    <span className="tick">
      <span className="tick-box" aria-checked={checked ? 'true' : 'false'} role="checkbox">
        {checked ? '✓' : ' '}
      </span>
      {label}
    </span>
  );
}

export function SignatureBlock({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div className="signature-block">
      <div className="signature-title">{title}</div>
      {lines.map((line) => (
        <div key={line} className="signature-line">
          <span>{line}:</span>
          <span className="blank-line" />
        </div>
      ))}
    </div>
  );
}

/** A number, date, phone or Latin text inside an Arabic sentence. */
export const B = ({ children }: { children: ReactNode }) => <bdi>{children}</bdi>;

/** A value that may be missing: the value, or a dotted blank to fill by hand. */
/** An address part after its label, the label left out when the value already says it. */
export function LabelledBlank({
  label,
  value,
  width,
}: {
  label: string;
  value?: string | null;
  width?: string;
}) {
  const shown = labelBefore(label, value);
  return (
    <>
      {shown && `${shown} `}
      <Blank value={value ?? null} {...(width ? { width } : {})} />
    </>
  );
}

export function Blank({ value, width = '8em' }: { value?: string | null; width?: string }) {
  const shown = text(value);
  return shown ? (
    <bdi className="inline-value">{shown}</bdi>
  ) : (
    <span className="inline-blank" style={{ width }} />
  );
}
