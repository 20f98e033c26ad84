import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form, Formik, useFormikContext } from 'formik';
import * as yup from 'yup';
import { ChunkBoundary } from '../../features/shell';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { useLaterSchema } from './useLaterSchema';

interface Values {
  name: string;
  email: string;
}

const rules = yup.object({
  name: yup.string().trim().required('Name missing'),
  email: yup.string().email('Not an e-mail').required('E-mail missing'),
});

/** A field's message once it has been touched, as the shop's fields show it. */
function Problem({ name }: { name: keyof Values }) {
  const { errors, touched } = useFormikContext<Values>();
  return touched[name] && errors[name] ? <p>{errors[name]}</p> : null;
}

function LaterForm(props: {
  schema: () => Promise<yup.Schema>;
  preload: () => Promise<unknown>;
  onSubmit: (values: Values) => void;
}) {
  const validate = useLaterSchema<Values>(props.schema, props.preload);
  return (
    <Formik<Values>
      initialValues={{ name: '', email: '' }}
      validate={validate}
      onSubmit={props.onSubmit}
    >
      <Form>
        <label htmlFor="name">Name</label>
        <Field id="name" name="name" />
        <Problem name="name" />
        <label htmlFor="email">E-mail</label>
        <Field id="email" name="email" />
        <Problem name="email" />
        <button type="submit">Send</button>
      </Form>
    </Formik>
  );
}

function renderForm(schema: () => Promise<yup.Schema>, preload = jest.fn(() => Promise.resolve())) {
  const onSubmit = jest.fn();
  renderWithProviders(
    <ChunkBoundary size="page">
      <LaterForm schema={schema} preload={preload} onSubmit={onSubmit} />
    </ChunkBoundary>,
  );
  return { onSubmit, preload };
}

describe('useLaterSchema', () => {
  it('draws the form before the schema is in, and checks with it once it has come', async () => {
    let arrive: (schema: yup.Schema) => void = () => undefined;
    const pending = new Promise<yup.Schema>((resolve) => (arrive = resolve));
    const { onSubmit } = renderForm(() => pending);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'erika@');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    arrive(rules);
    // Each field's own message, as Formik's validationSchema would have set it.
    expect(await screen.findByText('Name missing')).toBeInTheDocument();
    expect(screen.getByText('Not an e-mail')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'Erika');
    await user.type(screen.getByLabelText('E-mail'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Erika', email: 'erika@example.com' });
  });

  it('asks for the schema once the page is quiet, before any check', async () => {
    const { preload } = renderForm(() => Promise.resolve(rules));
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1), { timeout: 5000 });
  });

  it("submits nothing when the schema's code is lost, and offers 'Try again' in the page", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onSubmit } = renderForm(() => Promise.reject(new Error('chunk lost')));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the page could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
