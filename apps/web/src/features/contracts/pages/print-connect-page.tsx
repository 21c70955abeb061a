import { InstalmentContractDocument, noActiveLineRefusal } from '../print/instalment-contract-document';
import { PrintFrame } from '../print/print-frame';

/** /without-layout/applications/contracts/connect/default: the instalment contract under the Connect brand. */
export default function PrintConnectPage() {
  return (
    <PrintFrame
      kind="connect"
      refusal={noActiveLineRefusal}
      needsLogo
      render={(data, logo) => (
        <InstalmentContractDocument
          application={data.application}
          company={data.settings.connectCompany}
          brand="connect"
          onLogoLoad={logo.onLoad}
          onLogoError={logo.onError}
        />
      )}
    />
  );
}
