import { useMemo, useRef, useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ThreeDsAction } from '../../../../api/types';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { challengeMessageTag, ThreeDsModal } from './ThreeDsModal';
import type { ThreeDsResult } from './threeDsResult';

const providerOrigin = 'http://127.0.0.1:4000';
const action: ThreeDsAction = {
  type: 'threeDS2',
  paymentMethodType: 'scheme',
  token: '3ds-bk-1',
  paymentData: 'pd-bk-1',
  url: `${providerOrigin}/demo-card/challenge?parent=http%3A%2F%2Flocalhost`,
};

/** The owner as the payment step is: it clears the action when the result arrives. */
function Owner({ onResult }: { onResult: (result: ThreeDsResult) => void }) {
  const [current, setCurrent] = useState<ThreeDsAction | null>(action);
  return (
    <ThreeDsModal
      action={current}
      onResult={(result) => {
        onResult(result);
        setCurrent(null);
      }}
    />
  );
}

/**
 * Pay now, answer, Pay now again: each press opens a challenge, and the host hands out the same
 * token each time (as under the demo fault repeat-3ds). With `named`, the owner names each
 * challenge as the payment step does; without, as the voucher checkout and the harness do.
 */
function Attempts({ onResult, named }: { onResult: (r: ThreeDsResult) => void; named: boolean }) {
  const [attempt, setAttempt] = useState(1);
  const [open, setOpen] = useState(true);
  // A new answer from the host each press: equal content, a new object.
  const current = useMemo(() => ({ ...action, attempt }), [attempt]);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setAttempt((n) => n + 1);
          setOpen(true);
        }}
      >
        Pay now
      </button>
      <ThreeDsModal
        action={open ? current : null}
        challengeId={named ? `attempt-${attempt}` : undefined}
        onResult={(result) => {
          onResult(result);
          setOpen(false);
        }}
      />
    </>
  );
}

const challengeFrame = () =>
  screen.getByTitle<HTMLIFrameElement>('3-D Secure verification by your card issuer');

function postFromChallenge(
  data: unknown,
  origin = providerOrigin,
  source = challengeFrame().contentWindow,
) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

describe('ThreeDsModal', () => {
  it("shows the issuer's challenge page while a payment action exists", () => {
    renderWithProviders(<ThreeDsModal action={action} onResult={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Confirm your payment' })).toBeInTheDocument();
    expect(challengeFrame()).toHaveAttribute('src', action.url);
  });

  it.each(['javascript:alert(document.domain)', 'data:text/html,<script>alert(1)</script>'])(
    'never frames a challenge address %j that could run script',
    (url) => {
      renderWithProviders(<ThreeDsModal action={{ ...action, url }} onResult={jest.fn()} />);
      expect(screen.getByRole('dialog', { name: 'Confirm your payment' })).toBeInTheDocument();
      expect(screen.queryByTitle('3-D Secure verification by your card issuer')).toBeNull();
      expect(
        screen.getByText('The verification page of your card issuer is not available.'),
      ).toBeInTheDocument();
    },
  );

  it('stays closed without an action', () => {
    renderWithProviders(<ThreeDsModal action={null} onResult={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("resolves with the challenge frame's result, once, and closes", () => {
    const onResult = jest.fn();
    renderWithProviders(<Owner onResult={onResult} />);
    postFromChallenge({ source: challengeMessageTag, result: 'refused' });
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith('refused');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores messages from another origin, another window or of another shape', () => {
    const onResult = jest.fn();
    renderWithProviders(<Owner onResult={onResult} />);
    postFromChallenge({ source: challengeMessageTag, result: 'approved' }, 'http://localhost:4000');
    postFromChallenge({ source: challengeMessageTag, result: 'approved' }, providerOrigin, window);
    postFromChallenge({ source: 'other', result: 'approved' });
    postFromChallenge({ source: challengeMessageTag, result: 'maybe' });
    expect(onResult).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    ['named by the owner', true],
    ['not named', false],
  ])('answers a second challenge with the token of the first (%s)', async (_name, named) => {
    const onResult = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<Attempts onResult={onResult} named={named} />);
    await user.keyboard('{Escape}');
    expect(onResult).toHaveBeenLastCalledWith('cancelled');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(screen.getByRole('dialog', { name: 'Confirm your payment' })).toBeInTheDocument();
    postFromChallenge({ source: challengeMessageTag, result: 'refused' });
    expect(onResult).toHaveBeenLastCalledWith('refused');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    postFromChallenge({ source: challengeMessageTag, result: 'approved' });
    expect(onResult).toHaveBeenLastCalledWith('approved');
    expect(onResult).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('counts Escape as cancelled', async () => {
    const onResult = jest.fn();
    renderWithProviders(<Owner onResult={onResult} />);
    await userEvent.setup().keyboard('{Escape}');
    expect(onResult).toHaveBeenCalledWith('cancelled');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('counts the close button as cancelled, and a click on the overlay as nothing', async () => {
    const onResult = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<Owner onResult={onResult} />);
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(onResult).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onResult).toHaveBeenCalledWith('cancelled');
  });

  describe('the keyboard (docs/rules/payment-attempts.md)', () => {
    /** 'Pay now' outside, as on the payment step; it opens the challenge. */
    function PayAndChallenge({ onResult }: { onResult: (result: ThreeDsResult) => void }) {
      const [current, setCurrent] = useState<ThreeDsAction | null>(null);
      const payRef = useRef<HTMLButtonElement>(null);
      return (
        <>
          <button ref={payRef} type="button" onClick={() => setCurrent(action)}>
            Pay now
          </button>
          <ThreeDsModal
            action={current}
            returnFocusRef={payRef}
            onResult={(result) => {
              onResult(result);
              setCurrent(null);
            }}
          />
        </>
      );
    }

    it("puts the focus on the issuer's page, where Enter presses nothing", async () => {
      const onResult = jest.fn();
      const user = userEvent.setup();
      renderWithProviders(<PayAndChallenge onResult={onResult} />);
      screen.getByRole('button', { name: 'Pay now' }).focus();
      await user.keyboard('{Enter}');
      const dialog = screen.getByRole('dialog', { name: 'Confirm your payment' });
      const challenge = screen.getByRole('group', {
        name: '3-D Secure verification by your card issuer',
      });
      expect(challenge).toHaveFocus();
      expect(challenge).toContainElement(challengeFrame());
      expect(screen.getByRole('button', { name: 'Close' })).not.toHaveFocus();
      await user.keyboard('{Enter}{Enter}');
      expect(dialog).toBeInTheDocument();
      expect(onResult).not.toHaveBeenCalled();
    });

    it("gives the focus back to 'Pay now' when the challenge ends", async () => {
      const onResult = jest.fn();
      const user = userEvent.setup();
      renderWithProviders(<PayAndChallenge onResult={onResult} />);
      const pay = screen.getByRole('button', { name: 'Pay now' });
      await user.click(pay);
      expect(screen.getByRole('group', { name: /3-D Secure/ })).toHaveFocus();
      postFromChallenge({ source: challengeMessageTag, result: 'refused' });
      expect(onResult).toHaveBeenCalledWith('refused');
      expect(pay).toHaveFocus();
    });
  });
});
