import { errorStyle } from '../../../../ui/form/formStyles';

/** A field's error under it, with the id the field is described by. */
export function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} style={errorStyle}>
      {error}
    </p>
  ) : null;
}
