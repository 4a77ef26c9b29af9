/** The analytics consent notice the server draws into the page (host/server/consent.ts), if it did. */
export const noticeOf = (doc: Document) => doc.querySelector<HTMLElement>('.rp-consent');
