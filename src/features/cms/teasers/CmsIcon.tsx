/**
 * The icons CMS editors name for USPs and amenities, drawn as strokes
 * in the text colour; a name the shop does not know shows a check mark. Always decorative: the
 * text beside it says what it means.
 */
const paths: Readonly<Record<string, string>> = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  shield: 'M12 3l7 3v6c0 4.4-3 7.6-7 9-4-1.4-7-4.6-7-9V6zM8.5 12l2.5 2.5 4.5-5',
  phone:
    'M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5zM11 18.5h2',
  tag: 'M3.5 3.5h8l9 9-8 8-9-9zM8 7.5h.01',
  plane: 'M21 3L3 10.5l7 2.5 2.5 7zM10 13l5.5-5.5',
  'umbrella-beach': 'M4 11a8 8 0 0 1 16 0zM12 11v9M7 20.5h10',
  euro: 'M17.5 6.5a6.5 6.5 0 1 0 0 11M4.5 10.5h9M4.5 13.5h9',
  spa: 'M12 20.5c-4.5-1.5-7.5-5-7.5-10.5 4.5 0 7.5 3 7.5 7.5 0-4.5 3-7.5 7.5-7.5 0 5.5-3 9-7.5 10.5z',
  water: 'M3 9c3-2 6 2 9 0s6-2 9 0M3 14c3-2 6 2 9 0s6-2 9 0M3 19c3-2 6 2 9 0s6-2 9 0',
};

export function CmsIcon({ name, className }: { name: string; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name in paths ? name : 'check'}
    >
      <path d={paths[name] ?? paths.check} />
    </svg>
  );
}
