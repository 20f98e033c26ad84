/** The reCAPTCHA feature's public face: the field forms compose (voucher, complaint, newsletter). */
export {
  RecaptchaField,
  type RecaptchaFieldHandle,
  type RecaptchaFieldProps,
} from './RecaptchaField';
