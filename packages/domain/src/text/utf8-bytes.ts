const encoder = new TextEncoder();

/**
 * How many bytes a text takes in UTF-8, the way Amazon measures search terms: an ASCII letter is 1
 * byte, an accented letter 2 ("é"), the euro sign 3, most emoji 4. Shared by the form's counter and
 * the server's check, so both count alike.
 */
export const utf8Bytes = (text: string): number => encoder.encode(text).length;
