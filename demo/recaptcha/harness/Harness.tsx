import { useRef, useState } from 'react';
import { RecaptchaField, type RecaptchaFieldHandle } from '../../../src/features/recaptcha';
import { primaryButtonStyle, secondaryButtonStyle } from '../../../src/ui';
import { recaptchaVerifyPath } from '../paths';

async function verifyOnServer(token: string): Promise<boolean> {
  const response = await fetch(recaptchaVerifyPath, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ response: token }),
  });
  return ((await response.json()) as { success?: boolean }).success === true;
}

/**
 * The shop's RecaptchaField as a form uses it: the token it hands on, the server's check of it
 * (single-use), and a reset as after a failed submit.
 */
export function Harness({ siteKey }: { siteKey: string }) {
  const field = useRef<RecaptchaFieldHandle>(null);
  const [token, setToken] = useState<string | null>(null);
  const [verdict, setVerdict] = useState('not asked');
  const [required, setRequired] = useState(false);

  const check = async () => {
    if (!token) {
      setRequired(true);
      setVerdict('not asked');
      return;
    }
    setVerdict('asking…');
    setVerdict((await verifyOnServer(token)) ? 'accepted' : 'refused');
  };

  return (
    <>
      <RecaptchaField
        ref={field}
        siteKey={siteKey}
        onToken={(next) => {
          setToken(next);
          setRequired(false);
          setVerdict('not asked');
        }}
        error={required ? 'This field is required.' : undefined}
      />
      <p>Token: {token ?? 'none'}</p>
      <p>
        <button type="button" style={primaryButtonStyle} onClick={() => void check()}>
          Check the token on the server
        </button>{' '}
        <button type="button" style={secondaryButtonStyle} onClick={() => field.current?.reset()}>
          Reset the field
        </button>
      </p>
      <p role="status">Server: {verdict}</p>
    </>
  );
}
