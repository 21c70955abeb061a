import type { FlagValue } from '@cmt/contract/endpoints/feature-flags';
import { listFeatureFlagValues } from '@cmt/contract/endpoints/feature-flags';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from './api-client';
import { PageSpinner } from '../kit/page-spinner';

export type { FlagValue };
export type FeatureFlags = Record<string, FlagValue>;

/** Invalidate this key after changing a flag so the whole app sees the new value. */
export const featureFlagValuesQueryKey = ['feature-flags', 'values'] as const;

const FeatureFlagsContext = createContext<FeatureFlags | null>(null);

/** docs/requirements.md §P2: the feature flags load before the app renders; a spinner shows meanwhile. */
export function FeatureFlagsGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: featureFlagValuesQueryKey,
    queryFn: ({ signal }) => callApi(listFeatureFlagValues, { signal }),
    staleTime: 5 * 60_000,
  });
  const flags = useMemo(
    () => (query.data ? Object.fromEntries(query.data.map(({ key, value }) => [key, value])) : null),
    [query.data],
  );

  if (flags) return <FeatureFlagsContext value={flags}>{children}</FeatureFlagsContext>;
  if (query.isError) {
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('featureFlags.retry')}
            </Button>
          }
        >
          {t('featureFlags.loadFailed')}
        </Alert>
      </Container>
    );
  }
  return <PageSpinner />;
}

export function useFeatureFlags(): FeatureFlags {
  const flags = useContext(FeatureFlagsContext);
  if (!flags) throw new Error('useFeatureFlags() is only available inside the /app layout');
  return flags;
}
