import { screen } from '@testing-library/react';
import { Loader } from './Loader';
import { renderUi } from './testing/renderUi';

describe('Loader', () => {
  it('is a status announcing Loading', () => {
    renderUi(<Loader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('announces in German', () => {
    renderUi(<Loader size="small" />, { locale: 'de' });
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
  });
});
