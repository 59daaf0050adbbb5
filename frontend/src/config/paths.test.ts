import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the fixed routes of the spec', () => {
    expect(paths.home.getHref()).toBe('/');
    expect(paths.tokenCallback.getHref()).toBe('/token-callback');
    expect(paths.auth.verifyForgotPasswordOtp.getHref()).toBe('/verify-forgot-password-otp');
    expect(paths.contactUs.getHref()).toBe('/contactus');
    expect(paths.dashboard.helpSupport.getHref()).toBe('/dashboard/help-support');
    expect(paths.upload.getHref()).toBe('/upload');
  });

  it('encodes document segments', () => {
    expect(paths.feed.document.getHref('DSA Endsem')).toBe('/feed/DSA%20Endsem');
    expect(paths.uploadItems.document.getHref('Notes/1')).toBe('/upload-items/Notes%2F1');
    expect(paths.savedItem.document.path).toBe('/saved-item/:document');
  });

  it('builds shared document links and the admin routes', () => {
    expect(paths.feed.document.getHref('DSA Endsem', { id: 'd 1' })).toBe('/feed/DSA%20Endsem?id=d+1');
    expect(paths.dashboard.admin.getHref()).toBe('/dashboard/admin');
    expect(paths.dashboard.admin.path).toBe('/dashboard/admin/*');
    expect(paths.adminConsole.getHref()).toBe('/admin');
    expect(paths.adminConsole.path).toBe('/admin/*');
  });

  it('builds every browse wizard level from the catalogue chain', () => {
    expect(paths.papers.root.getHref()).toBe('/papers');
    expect(paths.notes.patterns).toEqual([
      '/notes',
      '/notes/:collegename',
      '/notes/:collegename/:coursename',
      '/notes/:collegename/:coursename/:branchname',
      '/notes/:collegename/:coursename/:branchname/:year',
      '/notes/:collegename/:coursename/:branchname/:year/:subjectname',
      '/notes/:collegename/:coursename/:branchname/:year/:subjectname/:documentname',
    ]);
    expect(paths.papers.levelHref(['IITDelhi', 'BTech', 'CSE', 2, 'DataStructures', 'Endsem2023'])).toBe(
      '/papers/IITDelhi/BTech/CSE/2/DataStructures/Endsem2023',
    );
    expect(paths.papers.levelHref(['IIT Delhi', 'BTech'])).toBe('/papers/IIT%20Delhi/BTech');
  });
});
