import { SecureFields } from './secureFields';

// The real script defines this one global constructor; the stand-in does the same.
(window as unknown as { SecureFields: typeof SecureFields }).SecureFields = SecureFields;
