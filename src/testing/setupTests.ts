import '@testing-library/jest-dom';

if (typeof window !== 'undefined') {
  // jsdom does not implement scrolling; the shell scrolls to the top on route changes.
  window.scrollTo = () => undefined;
}
