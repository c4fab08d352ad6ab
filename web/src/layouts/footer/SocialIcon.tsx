/**
 * Line icons of the shop's social networks, drawn in the shell's style (24 px grid, 2 px stroke):
 * decorative, the link names the network. An unknown network gets a generic link icon.
 */
const PATHS: Record<string, string> = {
  facebook: 'M16 3h-2.5A4.5 4.5 0 0 0 9 7.5V10H6.5v4H9v7h4v-7h3l.5-4H13V7.8a.8.8 0 0 1 .8-.8H16z',
  instagram:
    'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zM12 8.2a3.8 3.8 0 1 0 0 7.6 3.8 3.8 0 0 0 0-7.6zM17.3 6.7h.01',
  youtube:
    'M2.8 8.2A3 3 0 0 1 5.5 5.6 60 60 0 0 1 12 5.3a60 60 0 0 1 6.5.3 3 3 0 0 1 2.7 2.6 30 30 0 0 1 0 7.6 3 3 0 0 1-2.7 2.6 60 60 0 0 1-6.5.3 60 60 0 0 1-6.5-.3 3 3 0 0 1-2.7-2.6 30 30 0 0 1 0-7.6zM10 9v6l5-3z',
  linkedin:
    'M4 9.5h3.5V20H4zM5.75 4a.75.75 0 1 0 0 1.5.75.75 0 0 0 0-1.5zM10.5 20V9.5H14V11a3.8 3.8 0 0 1 6 3.2V20h-3.5v-5.5a1.8 1.8 0 0 0-3.5 0V20z',
  tiktok: 'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3a5 5 0 0 0 5 5',
  x: 'M4 4h4.5L20 20h-4.5zM19.5 4l-6.2 6.8M4.5 20l6.2-6.8',
};
const LINK =
  'M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1';

export function SocialIcon({ network }: { network: string }) {
  return (
    <svg
      className="icon"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[network] ?? LINK} />
    </svg>
  );
}
