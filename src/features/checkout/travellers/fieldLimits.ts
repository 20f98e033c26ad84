/**
 * Field limits (docs/rules/checkout.md, "The travellers step's field checks"); the zip and phone
 * caps are design decisions that keep junk out. Apart from the schema: the fields read them as
 * they render, and the schema's code (with yup) loads later.
 */
export const fieldLimits = {
  nameMin: 2,
  nameMax: 28,
  streetMax: 30,
  cityMax: 30,
  zipMax: 10,
  phoneMax: 20,
  emailMax: 254,
  milesNumberDigits: 15,
} as const;
