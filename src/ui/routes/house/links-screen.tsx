// /house/links/: a site's link lists (docs/house.md), its company account's: the member area's links
// (Prize, DrawLiveVideo, WinnerList, About…, matched by name) and the draw-ticket links. Rows are added,
// edited and removed here, then both lists are saved at once (POST /admin/links replaces them as a whole).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteLink, SiteLinks } from '../../../../contract/house.ts';
import { useInjection } from '../../../app/container-context.tsx';
import { asServiceError } from '../../../core/domain/service-error.ts';
import { HouseService } from '../../../core/ports/house-service.ts';
import { withQueries } from '../../query/with-queries.tsx';
import { HouseGate } from '../../components/house/house-access.tsx';
import { ChangeFailed, QueryState } from '../../components/house/query-state.tsx';
import '../../components/shell/shell.css';
import '../../components/back-office/back-office.css';
import './house.css';

const KEY = ['house', 'links'] as const;
type ListName = keyof SiteLinks;

function LinksBody({ pin }: { pin: string }) {
  const { t } = useTranslation('house');
  const house = useInjection<HouseService>(HouseService);
  const links = useQuery({ queryKey: KEY, queryFn: () => house.links() });
  return (
    <div className="screen">
      <main className="content">
        <h1 className="house-title">{t('entry-links')}</h1>
        <p className="bo-hint">{t('site-of', { pin })}</p>
        {links.data === undefined ? (
          <QueryState pending={links.isPending} error={links.error === null ? null : asServiceError(links.error)} />
        ) : (
          <LinksForm links={links.data} />
        )}
      </main>
    </div>
  );
}

function LinksForm({ links }: { links: SiteLinks }) {
  const { t } = useTranslation('house');
  const house = useInjection<HouseService>(HouseService);
  const queries = useQueryClient();
  const [lists, setLists] = useState<SiteLinks>(links);
  const save = useMutation({
    mutationFn: () => house.setLinks({ member: lists.member.map(trimmed), welfare: lists.welfare.map(trimmed) }),
    onSuccess: (next) => {
      queries.setQueryData(KEY, next);
      setLists(next);
    },
  });
  const edit = (list: ListName, index: number, link: SiteLink | null) => {
    const rows = [...lists[list]];
    if (link === null) rows.splice(index, 1);
    else rows[index] = link;
    setLists({ ...lists, [list]: rows });
  };
  return (
    <form
      className="house-form"
      aria-label={t('entry-links')}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      {(['member', 'welfare'] as const).map((list) => (
        <fieldset key={list} className="card house-fieldset" data-testid={`links-${list}`}>
          <legend>{t(`links-${list}`)}</legend>
          {lists[list].map((link, index) => (
            <div key={index} className="house-link" role="group" aria-label={t('link-n', { n: index + 1 })}>
              <label className="field">
                {t('link-name')}
                <input
                  value={link.name}
                  maxLength={40}
                  autoComplete="off"
                  onChange={(event) => edit(list, index, { ...link, name: event.target.value })}
                />
              </label>
              <label className="field">
                {t('link-url')}
                <input
                  type="url"
                  value={link.url}
                  maxLength={500}
                  autoComplete="off"
                  onChange={(event) => edit(list, index, { ...link, url: event.target.value })}
                />
              </label>
              <button
                type="button"
                className="button button-quiet"
                onClick={() => edit(list, index, null)}
                aria-label={t('link-remove', { name: link.name || t('link-n', { n: index + 1 }) })}
              >
                {t('remove')}
              </button>
            </div>
          ))}
          <button
            type="button"
            className="button button-quiet"
            onClick={() => edit(list, lists[list].length, { name: '', url: 'https://' })}
            disabled={lists[list].length >= 20}
          >
            {t('link-add')}
          </button>
        </fieldset>
      ))}
      <ChangeFailed error={save.error} />
      {save.isSuccess && (
        <p className="notice notice-good" role="status" data-testid="saved">
          {t('saved')}
        </p>
      )}
      <button type="submit" className="button" disabled={save.isPending} data-testid="save-links">
        {t('save')}
      </button>
    </form>
  );
}

const trimmed = (link: SiteLink): SiteLink => ({ name: link.name.trim(), url: link.url.trim() });

export const LinksScreen = withQueries(function LinksGate() {
  return <HouseGate allowed={(access) => access.site}>{(access) => <LinksBody pin={access.pin} />}</HouseGate>;
});
