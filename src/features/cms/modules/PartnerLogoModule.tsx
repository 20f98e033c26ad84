import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { PartnerLogoModule as PartnerLogoData } from '../../../api/types';
import { defaultPartnerParameter, matchingPartner } from '../visibility';
import './PartnerLogoModule.css';
import { safeUrl } from '../../../lib/safeUrl';

/**
 * The enabled partner whose id the page's query names (parameter `urlParameter`, default
 * utm_source); CMS editors see a placeholder when none matches (docs/rules/cms-modules.md,
 * "Partner logo").
 */
export function PartnerLogoModule({ module }: { module: PartnerLogoData }) {
  const intl = useIntl();
  const captionId = useId();
  const { search } = useLocation();
  const partner = matchingPartner(module.partners, search);
  if (!partner) {
    const parameter = module.partners[0]?.urlParameter || defaultPartnerParameter;
    return <p>{intl.formatMessage({ id: 'cms.partner.placeholder' }, { parameter })}</p>;
  }
  // A partner without a name shows the default name, a savings bank's.
  const logo = safeUrl(partner.partnerLogo);
  const name = partner.partnerName || intl.formatMessage({ id: 'cms.partner.defaultName' });
  return (
    <figure className="hs-partner" aria-labelledby={captionId}>
      <figcaption id={captionId}>{intl.formatMessage({ id: 'cms.partner.label' })}</figcaption>
      {logo && <img src={logo} alt={name} />}
    </figure>
  );
}
