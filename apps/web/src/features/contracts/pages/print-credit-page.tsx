import { InstalmentContractDocument, noActiveLineRefusal } from '../print/instalment-contract-document';
import { PrintFrame } from '../print/print-frame';

/** /without-layout/applications/contracts-credit: the Lucky instalment service contract. */
export default function PrintCreditPage() {
  return (
    <PrintFrame
      kind="credit"
      refusal={noActiveLineRefusal}
      render={(data) => (
        <InstalmentContractDocument
          application={data.application}
          company={data.settings.company}
          brand="lucky"
        />
      )}
    />
  );
}
