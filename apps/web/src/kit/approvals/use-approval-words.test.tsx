import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { useApprovalWords } from './use-approval-words';

describe('useApprovalWords', () => {
  it('names a request’s action and record in English', () => {
    const { result } = renderHook(() => useApprovalWords());
    expect(result.current.action('cashout.approve')).toBe('Approve a cashout');
    expect(result.current.record('affiliate_cashout', '138')).toBe('Cashout #138');
    expect(result.current.record('staff_account', 'ann@lucky.app')).toBe('Account ann@lucky.app');
  });

  it('names a policy by the action it guards', () => {
    const { result } = renderHook(() => useApprovalWords());
    expect(result.current.record('approval_policy', 'credit-line.change-limit')).toBe(
      'Policy: Raise a credit limit',
    );
  });

  it('shows what no wording names as stored, so it stays visible: the action, the type beside the id', () => {
    const { result } = renderHook(() => useApprovalWords());
    expect(result.current.action('vault.open')).toBe('vault.open');
    expect(result.current.record('vault_door', '7')).toBe('vault_door 7');
    expect(result.current.record('approval_policy', 'vault.open')).toBe('Policy: vault.open');
  });

  it('switches with the language', async () => {
    const { result } = renderHook(() => useApprovalWords());
    const english = result.current;
    await act(() => i18n.changeLanguage('ar'));
    expect(result.current).not.toBe(english);
    expect(result.current.action('cashout.approve')).toBe('الموافقة على سحب');
    expect(result.current.record('affiliate_cashout', '138')).toBe('طلب السحب رقم 138');
    expect(result.current.record('approval_policy', 'bulk.apply')).toBe('السياسة: تطبيق ملف جماعي');
    expect(result.current.record('vault_door', '7')).toBe('vault_door 7');
    await act(() => i18n.changeLanguage('fr'));
    expect(result.current.action('cashout.approve')).not.toBe('Approve a cashout');
    expect(result.current.action('cashout.approve')).not.toBe('الموافقة على سحب');
  });
});
