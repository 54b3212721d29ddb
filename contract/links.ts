// A named external link: the member area's URLs (GetMemberUrls) and the welfare links
// (DrawTicketExternalLink). Imports nothing.
export interface LinkEntry {
  Name: string;
  Url: string;
}
