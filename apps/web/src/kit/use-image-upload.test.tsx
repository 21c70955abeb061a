import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadContestImage } from '@cmt/contract/endpoints/affiliate';
import { IMAGE_MAX_BYTES } from '@cmt/contract/files';
import { fakeUploads } from './testing/fake-uploads';
import { useImageUpload } from './use-image-upload';

const png = (name = 'hero.png', size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const uploaded = {
  key: 'contest/hero.png',
  url: '/cdn/contest/hero.png',
  contentType: 'image/png',
  size: 1000,
};

let previews = 0;
const revoked: string[] = [];
beforeEach(() => {
  previews = 0;
  revoked.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${(previews += 1)}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
});

function render() {
  const uploads = fakeUploads();
  const onChange = vi.fn();
  const view = renderHook(() =>
    useImageUpload(uploadContestImage, { query: { folder: 'Contest Page' }, onChange }),
  );
  const state = () => view.result.current;
  const choose = (file: File) => act(() => state().upload(file));
  return { ...view, uploads, onChange, state, choose };
}

describe('useImageUpload', () => {
  it('uploads an image with a preview and its progress, then hands the stored image on', async () => {
    const { uploads, onChange, state, choose } = render();
    expect(state()).toMatchObject({ status: 'idle', progress: 0, previewUrl: null, result: null });

    choose(png());
    expect(state()).toMatchObject({
      status: 'uploading',
      fileName: 'hero.png',
      previewUrl: 'blob:preview-1',
    });
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({
      method: 'POST',
      url: '/api/v3/cmt-backend/configs/contest/images?folder=Contest+Page',
    });
    expect(uploads[0]!.file?.name).toBe('hero.png');

    act(() => uploads[0]!.progress(250, 1000));
    expect(state().progress).toBe(0.25);

    await act(async () => uploads[0]!.answer(201, uploaded));
    expect(state()).toMatchObject({ status: 'done', progress: 1, problem: null, result: uploaded });
    expect(state().previewUrl).toBe('blob:preview-1');
    expect(onChange).toHaveBeenLastCalledWith(uploaded);
  });

  it('refuses a file that is no image before sending it', () => {
    const { uploads, state, choose } = render();
    choose(new File(['%PDF'], 'contract.pdf', { type: 'application/pdf' }));
    expect(state()).toMatchObject({
      status: 'error',
      problem: 'wrongType',
      fileName: 'contract.pdf',
      previewUrl: null,
    });
    expect(uploads).toHaveLength(0);
  });

  it('refuses an image above the size limit before sending it, and takes one at the limit', () => {
    const { uploads, state, choose } = render();
    choose(png('huge.png', IMAGE_MAX_BYTES + 1));
    expect(state()).toMatchObject({ status: 'error', problem: 'tooBig', previewUrl: null });
    expect(uploads).toHaveLength(0);
    choose(png('big.png', IMAGE_MAX_BYTES));
    expect(state()).toMatchObject({ status: 'uploading', problem: null });
    expect(uploads).toHaveLength(1);
  });

  it('says what the server refused, and drops the preview of a file it found no image', async () => {
    const { uploads, state, choose, onChange } = render();
    choose(png());
    await act(async () =>
      uploads[0]!.answer(415, { message: 'Not an image', code: 'UNSUPPORTED_FILE_TYPE' }),
    );
    expect(state()).toMatchObject({ status: 'error', problem: 'wrongType', previewUrl: null, result: null });

    choose(png());
    await act(async () => uploads[1]!.answer(413, { message: 'Too large', code: 'PAYLOAD_TOO_LARGE' }));
    expect(state()).toMatchObject({ status: 'error', problem: 'tooBig' });

    choose(png());
    await act(async () => uploads[2]!.answer(500, { message: 'Down', code: 'INTERNAL' }));
    expect(state()).toMatchObject({ status: 'error', problem: 'failed' });

    choose(png());
    await act(async () => uploads[3]!.fail());
    expect(state()).toMatchObject({ status: 'error', problem: 'failed' });
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ key: expect.any(String) }));
  });

  it('drops an upload still running when another file is chosen: only the new one counts', async () => {
    const { uploads, state, choose, onChange } = render();
    choose(png('first.png'));
    choose(png('second.png'));
    expect(uploads[0]!.aborted).toBe(true);
    expect(state()).toMatchObject({
      status: 'uploading',
      fileName: 'second.png',
      previewUrl: 'blob:preview-2',
    });
    expect(revoked).toContain('blob:preview-1');

    await act(async () => uploads[1]!.answer(201, { ...uploaded, key: 'contest/second.png' }));
    expect(state().result?.key).toBe('contest/second.png');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'contest/second.png' }));
  });

  it('clears the image: back to nothing chosen, the caller told, a running upload stopped', async () => {
    const { uploads, state, choose, onChange } = render();
    choose(png());
    await act(async () => uploads[0]!.answer(201, uploaded));
    act(() => state().clear());
    expect(state()).toMatchObject({
      status: 'idle',
      result: null,
      previewUrl: null,
      fileName: null,
      problem: null,
    });
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(revoked).toContain('blob:preview-1');

    choose(png());
    act(() => state().clear());
    expect(uploads[1]!.aborted).toBe(true);
    expect(state().status).toBe('idle');
  });

  it('stops a running upload when the page goes away', () => {
    const { uploads, choose, unmount } = render();
    choose(png());
    unmount();
    expect(uploads[0]!.aborted).toBe(true);
    expect(revoked).toContain('blob:preview-1');
  });
});
