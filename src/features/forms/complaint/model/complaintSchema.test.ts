import fc from 'fast-check';
import { validateYupSchema, yupToFormErrors } from 'formik';
import en from '../../../../i18n/catalogues/en/complaint.json';
import { testFile } from '../testing/testFiles';
import { fileIssues } from './complaintFileRules';
import { complaintCountries, complaintErrorIds as ids, complaintSchema } from './complaintSchema';
import { emptyComplaintValues, type ComplaintFormValues } from './complaintValues';

const schema = complaintSchema({ recaptchaRequired: true });

const valid: ComplaintFormValues = {
  ...emptyComplaintValues,
  contactReason: 'Complaint',
  referenceNumber: 'BK123456',
  tourGuideContacted: 'NotAvailable',
  salutation: 'Mrs',
  name: 'Erika',
  surname: 'Muster',
  country: 'DE',
  email: 'erika@example.com',
  concerns: 'The pool was closed.',
  recaptcha: 'token',
};

/** The errors Formik would hold (it validates with these helpers), as message ids by field. */
async function errorsOf(
  values: ComplaintFormValues,
  which = schema,
): Promise<Record<string, unknown>> {
  try {
    await validateYupSchema(values, which);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

const pdf = (size: number) => testFile('a.pdf', 'application/pdf', size);

describe('complaint form rules', () => {
  it('accepts a complete form with the optional address and phone left empty', async () => {
    expect(await errorsOf(valid)).toEqual({});
  });

  it('requires reason, booking number, tour guide, salutation, names, country, e-mail, concerns and reCAPTCHA', async () => {
    expect(await errorsOf(emptyComplaintValues)).toEqual({
      contactReason: ids.required,
      referenceNumber: ids.required,
      tourGuideContacted: ids.required,
      salutation: ids.required,
      name: ids.required,
      surname: ids.required,
      country: ids.required,
      email: ids.required,
      concerns: ids.required,
      recaptcha: ids.required,
    });
  });

  it('asks no reCAPTCHA token without a key', async () => {
    const withoutKey = complaintSchema({ recaptchaRequired: false });
    expect(await errorsOf({ ...valid, recaptcha: '' }, withoutKey)).toEqual({});
  });

  // Every field message, each from the input that should give it.
  const messageCases: [string, Partial<ComplaintFormValues>, string, string][] = [
    [
      'a blank booking number',
      { referenceNumber: '   ' },
      'referenceNumber',
      'This field is required.',
    ],
    ['a blank first name', { name: ' ' }, 'name', 'This field is required.'],
    ['a blank last name', { surname: '' }, 'surname', 'This field is required.'],
    ['no e-mail', { email: '' }, 'email', 'This field is required.'],
    ['a country off the list', { country: 'XX' }, 'country', 'This field is required.'],
    ['no salutation', { salutation: '' }, 'salutation', 'This field is required.'],
    [
      'no tour guide answer',
      { tourGuideContacted: '' },
      'tourGuideContacted',
      'This field is required.',
    ],
    ['no reason', { contactReason: '' }, 'contactReason', 'This field is required.'],
    ['blank concerns', { concerns: '\n\t ' }, 'concerns', 'This field is required.'],
    ['no reCAPTCHA token', { recaptcha: '' }, 'recaptcha', 'This field is required.'],
    [
      'concerns of 2001 characters',
      { concerns: 'x'.repeat(2001) },
      'concerns',
      'Max length is 2000 chars.',
    ],
    [
      '21 files',
      { files: Array.from({ length: 21 }, () => pdf(10)) },
      'files',
      'You can select max 20 files.',
    ],
    [
      'a text file',
      { files: [testFile('notes.txt', 'text/plain')] },
      'files',
      'Allowed file formats: pdf, jpg, jpeg, png, mov, mp4.',
    ],
    ['a file of 100 MB + 1', { files: [pdf(104_857_601)] }, 'files', 'File max size is 100 MB.'],
    ['an empty file', { files: [pdf(0)] }, 'files', 'A file is empty.'],
    [
      'files of 100 MB + 1 together',
      { files: [pdf(52_428_800), pdf(52_428_801)] },
      'files',
      'The size of the total attachment exceeds the volume of 100 MB.',
    ],
  ];
  it.each(
    messageCases.map(([label, change, field, text]) => [label, field, text, change] as const),
  )('%s → %s: "%s"', async (_label, field, text, change) => {
    const errors = await errorsOf({ ...valid, ...change });
    expect(Object.keys(errors)).toEqual([field]);
    expect(en[errors[field] as keyof typeof en]).toBe(text);
  });

  it('accepts concerns of exactly 2000 characters', async () => {
    expect(await errorsOf({ ...valid, concerns: 'x'.repeat(2000) })).toEqual({});
  });

  it('maps every file rule to its own message id', () => {
    expect(Object.values(fileIssues).every((id) => id in en)).toBe(true);
  });
});

describe('complaint form rules, fuzzed field by field', () => {
  const blank = fc.stringMatching(/^\s*$/);
  const filled = fc.string({ minLength: 1, maxLength: 60 }).filter((text) => text.trim() !== '');
  const fieldCheck = async (change: Partial<ComplaintFormValues>) =>
    errorsOf({ ...valid, ...change });

  it.each(['referenceNumber', 'name', 'surname', 'email'] as const)(
    '%s: any non-blank text passes, any blank text is required',
    async (field) => {
      await fc.assert(
        fc.asyncProperty(filled, async (text) => {
          expect(await fieldCheck({ [field]: text })).toEqual({});
        }),
        { numRuns: 60 },
      );
      await fc.assert(
        fc.asyncProperty(blank, async (text) => {
          expect(await fieldCheck({ [field]: text })).toEqual({ [field]: ids.required });
        }),
        { numRuns: 30 },
      );
    },
  );

  it.each(['street', 'postCode', 'city', 'phone'] as const)(
    '%s: optional, any text passes',
    async (field) => {
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 80 }), async (text) => {
          expect(await fieldCheck({ [field]: text })).toEqual({});
        }),
        { numRuns: 60 },
      );
    },
  );

  it('concerns: required, at most 2000 characters once trimmed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 2100 }), async (text) => {
        const trimmed = text.trim();
        const expected = !trimmed
          ? { concerns: ids.required }
          : trimmed.length > 2000
            ? { concerns: ids.concernsTooLong }
            : {};
        expect(await fieldCheck({ concerns: text })).toEqual(expected);
      }),
      { numRuns: 80 },
    );
  });

  it.each<[string, readonly string[]]>([
    ['contactReason', ['Compliment', 'Complaint']],
    ['tourGuideContacted', ['Yes', 'No', 'NotAvailable']],
    ['salutation', ['Mr', 'Mrs']],
    ['country', complaintCountries],
  ])('%s: only its choices pass', async (field, choices) => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...choices), fc.string({ maxLength: 12 })),
        async (value) => {
          const expected = choices.includes(value) ? {} : { [field]: ids.required };
          expect(await fieldCheck({ [field]: value } as Partial<ComplaintFormValues>)).toEqual(
            expected,
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('recaptcha: any token passes, none is required', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), async (token) => {
        const expected = token.trim() ? {} : { recaptcha: ids.required };
        expect(await fieldCheck({ recaptcha: token })).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });
});
