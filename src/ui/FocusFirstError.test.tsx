import { Field, Form, Formik } from 'formik';
import { useRef } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/renderWithProviders';
import { FocusFirstError } from './FocusFirstError';

function NameForm({ onSubmit }: { onSubmit: () => Promise<void> }) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Formik
      initialValues={{ name: '' }}
      validate={(values) => (values.name.length >= 3 ? {} : { name: 'too short' })}
      onSubmit={onSubmit}
    >
      {({ errors }) => (
        <Form ref={formRef} noValidate>
          <FocusFirstError formRef={formRef} />
          <label htmlFor="name">Name</label>
          <Field id="name" name="name" aria-invalid={errors.name ? true : undefined} />
          <button type="submit">Send</button>
        </Form>
      )}
    </Formik>
  );
}

describe('FocusFirstError', () => {
  it('focuses the first invalid field after a refused submit', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    renderWithProviders(<NameForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
