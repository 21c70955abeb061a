import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { addressOf, renderApp } from '../testing/render-app';
import { FormDialog } from './form-dialog';
import { FormTextField } from './form-text-field';

/** A list page with a "New" dialog form, as the categories and staff pages have. */
function NewNameDialog() {
  const [open, setOpen] = useState(true);
  const { control, formState } = useForm({ defaultValues: { name: '' } });
  return (
    <>
      <p>{open ? 'Dialog open' : 'Dialog closed'}</p>
      <FormDialog
        open={open}
        title="New category"
        submitting={false}
        dirty={formState.isDirty}
        onSubmit={(event) => event.preventDefault()}
        onClose={() => setOpen(false)}
      >
        <FormTextField control={control} name="name" label="Name" />
      </FormDialog>
    </>
  );
}

const backdropOf = () => document.querySelector('.MuiBackdrop-root')!;

describe('FormDialog', () => {
  it('closes on a click beside it while nothing is typed', async () => {
    renderApp([{ path: '/list', element: <NewNameDialog /> }], { history: ['/list'] });
    await screen.findByRole('dialog', { name: 'New category' });
    fireEvent.mouseDown(backdropOf());
    fireEvent.click(backdropOf());
    expect(await screen.findByText('Dialog closed')).toBeTruthy();
  });

  it('keeps typed data: a click beside it does not close it, Back asks first', async () => {
    const { user, history } = renderApp(
      [
        { path: '/', element: <p>Home</p> },
        { path: '/list', element: <NewNameDialog /> },
      ],
      {
        history: ['/', '/list'],
      },
    );
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Food');
    fireEvent.mouseDown(backdropOf());
    fireEvent.click(backdropOf());
    expect(screen.getByText('Dialog open')).toBeTruthy();

    act(() => history.go(-1));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(addressOf(history)).toBe('/list');
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Food');

    // Cancel is a choice: it closes.
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByText('Dialog closed')).toBeTruthy());
  });
});
