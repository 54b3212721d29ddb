// The member area's links (docs/product.md S2 "Member menu", S6): Prize, DrawLiveVideo, WinnerList and About
// from the member-URL list matched by name; About and the welfare links for members only; a link the list
// lacks is not shown. Pure, tested in tests/ui/member/.
import type { LinkEntry } from '../../../../contract/links.ts';

export const MEMBER_LINK_NAMES = ['Prize', 'DrawLiveVideo', 'WinnerList', 'About'] as const;
export type MemberLinkName = (typeof MEMBER_LINK_NAMES)[number];

/** Only web addresses open: a 'javascript:' or malformed URL from the list is not a link. */
export function isWebUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

export function memberLinks(urls: readonly LinkEntry[], isMember: boolean): { name: MemberLinkName; url: string }[] {
  return MEMBER_LINK_NAMES.filter((name) => isMember || name !== 'About').flatMap((name) => {
    const entry = urls.find(
      (candidate) => candidate.Name.toLowerCase() === name.toLowerCase() && isWebUrl(candidate.Url),
    );
    return entry ? [{ name, url: entry.Url }] : [];
  });
}

export function welfareLinks(links: readonly LinkEntry[], isMember: boolean): LinkEntry[] {
  return isMember ? links.filter((link) => link.Name.trim() !== '' && isWebUrl(link.Url)) : [];
}
