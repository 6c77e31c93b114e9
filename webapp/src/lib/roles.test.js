import { describe, expect, it } from 'vitest';
import { defaultPathFor, rolePages, roleOf } from './roles.js';

describe('roles', () => {
  it('the role is the first entry of roles', () => {
    expect(roleOf({ roles: ['CONSULTANT', 'ADMIN'] })).toBe('CONSULTANT');
    expect(roleOf({})).toBeNull();
  });
  it('each role has its own dashboard and profile', () => {
    expect(rolePages('CONSULTEE')).toMatchObject({ dashboard: '/consulteedashboard', profile: '/updateconsultee' });
    expect(rolePages('CONSULTANT')).toMatchObject({ dashboard: '/consultantdashboard', profile: '/updateconsultant' });
    expect(rolePages('ADMIN')).toMatchObject({ dashboard: '/admindashboard', profile: '/updateadmin' });
  });
  it('default pages: form until there is a profile, then dashboard', () => {
    expect(defaultPathFor({ loggedIn: false })).toBe('/');
    expect(defaultPathFor({ loggedIn: true, type: 'CONSULTEE', consulteeId: null })).toBe('/consulteeform');
    expect(defaultPathFor({ loggedIn: true, type: 'CONSULTEE', consulteeId: 4 })).toBe('/consulteedashboard');
    expect(defaultPathFor({ loggedIn: true, type: 'CONSULTANT', consultantId: null })).toBe('/consultantform');
    expect(defaultPathFor({ loggedIn: true, type: 'ADMIN', adminId: 1 })).toBe('/admindashboard');
  });
});
