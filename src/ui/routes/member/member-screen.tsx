// /member/ (docs/product.md S2 "Member menu"): Lottery tickets, then the external links from the member-URL
// list (and, for members, the welfare links), each opened in a new tab with rel="noopener".
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { LinkEntry } from '../../../../contract/links.ts';
import { useInjection } from '../../../app/container-context.tsx';
import { MemberService } from '../../../core/ports/member-service.ts';
import { sessionState } from '../../state/session-state.ts';
import { memberLinks, welfareLinks } from './member-rules.ts';
import './member.css';

export function MemberScreen() {
  const { t } = useTranslation('member');
  const service = useInjection<MemberService>(MemberService);
  const { loginData } = useSnapshot(sessionState);
  const isMember = loginData?.role === 'member';
  const [urls, setUrls] = useState<LinkEntry[]>([]);
  const [welfare, setWelfare] = useState<LinkEntry[]>([]);

  useEffect(() => {
    let live = true;
    // A list that fails to load shows no links: "a link the list lacks is not shown".
    service.memberUrls().then(
      (list) => live && setUrls(list),
      () => {},
    );
    if (isMember)
      service.welfareLinks().then(
        (list) => live && setWelfare(list),
        () => {},
      );
    return () => {
      live = false;
    };
  }, [service, isMember]);

  const links = memberLinks(urls, isMember);
  const extra = welfareLinks(welfare, isMember);
  return (
    <main className="member-screen">
      <nav aria-label={t('links-label')}>
        <ul className="member-links">
          <li>
            <Link className="member-link primary" to="/member/lottery/">
              {t('lottery')}
            </Link>
          </li>
          {links.map((link) => (
            <li key={link.name}>
              <a
                className="member-link"
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                data-link={link.name}
              >
                {t(`link-${link.name}`)} <span className="visually-hidden">{t('new-tab')}</span>
                <span aria-hidden="true" className="member-external">
                  ↗
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {extra.length > 0 && (
        <nav aria-label={t('welfare-label')}>
          <h2 className="member-heading">{t('welfare-label')}</h2>
          <ul className="member-links">
            {extra.map((link) => (
              <li key={`${link.Name}-${link.Url}`}>
                <a className="member-link" href={link.Url} target="_blank" rel="noopener noreferrer">
                  {link.Name} <span className="visually-hidden">{t('new-tab')}</span>
                  <span aria-hidden="true" className="member-external">
                    ↗
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </main>
  );
}
