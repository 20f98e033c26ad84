import { SafeHtml } from '../../../ui/SafeHtml';

/** Its own chunk: the sanitiser loads with the footer's CMS HTML, not with the shell. */
export default function FooterHtml({ html }: { html: string }) {
  return <SafeHtml className="hs-footer__html" html={html} />;
}
