import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../kit/page-header';
import { BulkUploadScreen } from '../../../features/bulk/components/bulk-upload-screen';
import { BlacklistList } from '../../../features/compliance/components/blacklist-list';
import { useComplianceTranslation } from '../../../features/compliance/hooks/use-compliance-translation';

const tabs = ['list', 'aml', 'bank'] as const;
type TabId = (typeof tabs)[number];

/**
 * /app/applications/blacklist: one page over two features (as bulletproof-react's app routes
 * compose features): the compliance list, and the bulk pipeline's upload screen for the
 * AntiMoneyLaunderingStrategy and BankStrategy files. The tab is in the URL.
 */
export default function BlacklistPage() {
  const { t } = useComplianceTranslation();
  const [params, setParams] = useSearchParams();
  const tab: TabId = (tabs as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as TabId)
    : 'list';
  return (
    <>
      <PageHeader title={t('blacklist.title')} subtitle={t('blacklist.subtitle')} />
      <Tabs
        value={tab}
        onChange={(_, next: TabId) => setParams(next === 'list' ? {} : { tab: next })}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((id) => (
          <Tab key={id} value={id} label={t(`blacklist.tabs.${id}`)} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-label={t(`blacklist.tabs.${tab}`)}>
        {tab === 'list' && <BlacklistList />}
        {tab === 'aml' && (
          <BulkUploadScreen key="aml" feature="AntiMoneyLaunderingStrategy" screen="aml" embedded />
        )}
        {tab === 'bank' && <BulkUploadScreen key="bank" feature="BankStrategy" screen="bank" embedded />}
      </Box>
    </>
  );
}
