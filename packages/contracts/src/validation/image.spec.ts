import { IMAGE_MAX_CHARS, isImageReference } from './image';

describe('a picture the platform stores', () => {
  it('is an http(s) URL or an image data URL', () => {
    expect(['https://cdn.example.com/a.png', 'http://example.com/a.jpg', 'data:image/jpeg;base64,/9j/4AAQSkZJRg=='].every(isImageReference)).toBe(true);
  });

  it('is nothing else, and at most 512 KB', () => {
    const refused = ['javascript:alert(1)', 'data:text/html;base64,PGgxPg==', '', 'x'.repeat(100_000), 42, null, 'data:image/png;base64,' + 'A'.repeat(IMAGE_MAX_CHARS)];
    expect(refused.filter(isImageReference)).toEqual([]);
  });
});
