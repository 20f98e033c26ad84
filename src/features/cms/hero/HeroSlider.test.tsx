import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HeroSlide, HeroSliderModule } from '../../../api/types';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { heroAutoplayMs, sliderSettings, visibleSlides } from './heroRules';
import HeroSlider from './HeroSlider';

const slide = (headline: string, overrides: Partial<HeroSlide> = {}): HeroSlide => ({
  status: true,
  kind: 'content',
  headline,
  buttonText: 'Discover',
  link: '/en-gb/search?dest=es-mallorca',
  image: {
    url: `https://img.example/${headline}.jpg`,
    secure_url: `https://img.example/${headline}.jpg`,
    alt: headline,
  },
  ...overrides,
});

const hero = (slides: HeroSlide[]): HeroSliderModule => ({
  id: 'hp-hero',
  type: 'heroSlider',
  slides,
});

describe('hero slider rules (spec 1 §2.4, §9)', () => {
  it('drops slides whose status is false', () => {
    const shown = visibleSlides([slide('A'), slide('B', { status: false }), slide('C')]);
    expect(shown.map((s) => s.headline)).toEqual(['A', 'C']);
  });

  it('plays every 5000 ms, endless, paused on hover, one at a time; one slide: no autoplay', () => {
    expect(sliderSettings(3, false)).toMatchObject({
      autoplay: true,
      autoplaySpeed: heroAutoplayMs,
      infinite: true,
      pauseOnHover: true,
      slidesToShow: 1,
    });
    expect(heroAutoplayMs).toBe(5000);
    expect(sliderSettings(1, false)).toMatchObject({ autoplay: false, infinite: false });
    expect(sliderSettings(3, true).autoplay).toBe(false);
  });
});

describe('hero slider', () => {
  it('shows one slide without dots, arrows or autoplay', () => {
    renderWithProviders(
      <HeroSlider
        module={hero([slide('Mallorca'), slide('Hidden', { status: false })])}
        locale="en-gb"
      />,
    );
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(within(region).getByRole('heading', { name: 'Mallorca' })).toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    expect(within(region).getByRole('img', { name: 'Mallorca' })).toHaveAttribute(
      'loading',
      'eager',
    );
  });

  it('offers named controls for several slides and moves between them', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <HeroSlider
        module={hero([slide('Mallorca'), slide('Crete'), slide('Egypt')])}
        locale="en-gb"
      />,
    );
    const region = screen.getByRole('region', { name: 'Highlights' });
    const first = within(region).getByRole('button', { name: 'Slide 1 of 3: Mallorca' });
    expect(first).toHaveAttribute('aria-current', 'true');
    await user.click(within(region).getByRole('button', { name: 'Slide 3 of 3: Egypt' }));
    await waitFor(() =>
      expect(within(region).getByRole('button', { name: 'Slide 3 of 3: Egypt' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    await user.click(within(region).getByRole('button', { name: 'Pause the slides' }));
    expect(within(region).getByRole('button', { name: 'Play the slides' })).toBeInTheDocument();
  });

  it('keeps the links of slides out of view out of the tab order', async () => {
    renderWithProviders(
      <HeroSlider module={hero([slide('Mallorca'), slide('Crete')])} locale="en-gb" />,
    );
    const region = screen.getByRole('region', { name: 'Highlights' });
    // Only the current slide's link is reachable; hidden slides and slick's clones are inert.
    await waitFor(() =>
      expect(within(region).getAllByRole('link', { name: 'Discover' })).toHaveLength(1),
    );
  });
});
