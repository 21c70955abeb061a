import { amlSourceLists } from '@cmt/contract/endpoints/compliance';
import { usePatternsTranslation } from './use-patterns-translation';

const known = new Set<string>(amlSourceLists);

/**
 * An AML source list in the UI language: the contract's lists have their words in every language;
 * an entry from before the lists were fixed shows its source as it was written.
 */
export function useAmlSource(): (source: string) => string {
  const { t } = usePatternsTranslation();
  return (source) => (known.has(source) ? t(`amlSource.${source}` as 'amlSource.EMLCU') : source);
}
