// jsdom 29 does not know the HTML `<search>` element (HTML 2023, in every browser Kuza supports):
// it creates an HTMLUnknownElement, React then warns the tag is "unrecognized", and setup.ts fails
// the test on that console.error. Pages with a search landmark (matchmaking, businesses, investors,
// deals) need it, so `<search>` alone is made a plain HTMLElement; any other unknown tag still warns.
// Its ARIA role (search) already comes from testing-library's role table.

const create = document.createElement.bind(document);

document.createElement = ((tagName: string, options?: ElementCreationOptions) => {
  const element = create(tagName, options);
  if (tagName.toLowerCase() === "search") Object.setPrototypeOf(element, HTMLElement.prototype);
  return element;
}) as typeof document.createElement;
