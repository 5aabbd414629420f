/** What the html block's server `load` hands its component: the allow-listed HTML string. */
export interface SanitisedHtml {
  html: string;
}
