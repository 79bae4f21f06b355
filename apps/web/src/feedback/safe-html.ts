import { isAllowedTag, isDroppedWithContent, isSafeAttribute } from './safe-html-policy.ts';

function clean(node: Node): void {
  for (const child of [...node.childNodes]) {
    if (child.nodeType === Node.COMMENT_NODE) {
      child.remove();
      continue;
    }
    if (!(child instanceof Element)) continue;
    const tag = child.tagName;
    if (isDroppedWithContent(tag)) {
      child.remove();
      continue;
    }
    clean(child);
    if (!isAllowedTag(tag)) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    for (const attribute of [...child.attributes]) {
      if (!isSafeAttribute(tag, attribute.name, attribute.value)) child.removeAttribute(attribute.name);
    }
    if (child.getAttribute('target') === '_blank') child.setAttribute('rel', 'noopener noreferrer');
  }
}

/** The HTML of a confirmation message reduced to what `safe-html-policy` allows (browser only). */
export function sanitizeHtml(html: string): string {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(document.body);
  return document.body.innerHTML;
}
