import { screen } from '@testing-library/react';
import { ConsentPlaceholder } from './ConsentPlaceholder';
import { renderUi } from './testing/renderUi';

function renderPlaceholder(locale: 'en' | 'de' = 'en') {
  const onAccept = jest.fn();
  const onMoreInformation = jest.fn();
  const rendered = renderUi(
    <ConsentPlaceholder
      service="Google Maps"
      onAccept={onAccept}
      onMoreInformation={onMoreInformation}
    />,
    { locale },
  );
  return { ...rendered, onAccept, onMoreInformation };
}

describe('ConsentPlaceholder', () => {
  it('asks for consent to load the named service', () => {
    renderPlaceholder();
    expect(
      screen.getByText('We need your consent to load the Google Maps service'),
    ).toBeInTheDocument();
  });

  it('calls onAccept from Accept', async () => {
    const { user, onAccept, onMoreInformation } = renderPlaceholder();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onMoreInformation).not.toHaveBeenCalled();
  });

  it('calls onMoreInformation from More Information', async () => {
    const { user, onAccept, onMoreInformation } = renderPlaceholder();
    await user.click(screen.getByRole('button', { name: 'More Information' }));
    expect(onMoreInformation).toHaveBeenCalledTimes(1);
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('speaks German', () => {
    renderPlaceholder('de');
    expect(
      screen.getByText('Wir benötigen Ihre Zustimmung, um den Dienst Google Maps zu laden'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Akzeptieren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weitere Informationen' })).toBeInTheDocument();
  });
});
