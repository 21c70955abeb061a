import { DebitRequestDocument } from '../print/debit-request-document';
import { PrintFrame } from '../print/print-frame';

/** /without-layout/applications/contracts-debit: the prepaid card request form. */
export default function PrintDebitPage() {
  return (
    <PrintFrame
      kind="debit"
      render={(data) => <DebitRequestDocument application={data.application} settings={data.settings} />}
    />
  );
}
