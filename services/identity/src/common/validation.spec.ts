import { isProfilePicture } from './validation';
import { PROFILE_PICTURE_MAX } from './identity.messages';

describe('isProfilePicture', () => {
  it('accepts http(s) URLs and image data URLs', () => {
    expect(isProfilePicture('https://cdn.example.com/a.png')).toBe(true);
    expect(isProfilePicture('http://example.com/a.jpg')).toBe(true);
    expect(isProfilePicture('data:image/jpeg;base64,/9j/4AAQSkZJRg==')).toBe(true);
  });
  it('refuses other schemes, non-images, empty and oversized values', () => {
    expect(isProfilePicture('javascript:alert(1)')).toBe(false);
    expect(isProfilePicture('data:text/html;base64,PGgxPg==')).toBe(false);
    expect(isProfilePicture('')).toBe(false);
    expect(isProfilePicture(42)).toBe(false);
    expect(isProfilePicture('data:image/png;base64,' + 'A'.repeat(PROFILE_PICTURE_MAX))).toBe(false);
  });
});
