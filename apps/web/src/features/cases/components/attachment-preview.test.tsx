import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { CaseAttachment } from '@cmt/contract/endpoints/cases';
import { answer, fakeServer } from '../../../kit/testing/render-app';
import { renderPage } from '../../../kit/testing/render-page';
import { samir } from '../testing-fixtures';
import { AttachmentPreview } from './attachment-preview';

const banner: CaseAttachment = {
  id: 5,
  fileName: 'banner.png',
  contentType: 'image/png',
  size: 68,
  sha256: 'a'.repeat(64),
  uploadedBy: samir,
  createdAt: '2026-03-01T10:00:00.000Z',
};

function Previewing() {
  const [attachment, setAttachment] = useState<CaseAttachment | null>(banner);
  return <AttachmentPreview caseId={12} attachment={attachment} onClose={() => setAttachment(null)} />;
}

describe('AttachmentPreview', () => {
  it('keeps its name while it fades out after Close (a dialog is never unnamed), then is gone', async () => {
    fakeServer(() => answer(404, { code: 'NOT_FOUND', message: 'not faked' }));
    const { user } = renderPage(<Previewing />, { path: '/', permissions: ['manage-cases-read'] });
    const dialog = await screen.findByRole('dialog', { name: 'banner.png' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    // Still on screen for its exit transition: named all the while.
    expect(dialog.isConnected).toBe(true);
    expect(screen.getByRole('dialog', { hidden: true, name: 'banner.png' })).toBe(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });
});
