import { FIELD_MESSAGES } from '../matches/request-rules';
import { parseWith } from '../validation/schema';
import { BATTING_STYLES, BOWLING_STYLES, TEAM_MESSAGES } from './messages';
import { addPlayerBody, createTeamBody, joinTeamBody, updatePlayerBody, updateTeamBody } from './requests';

const refused = (message: string) => ({ ok: false, message });

describe('team requests', () => {
  it('create: a name, optional texts trimmed and blank as null', () => {
    expect(parseWith(createTeamBody, {})).toEqual(refused(TEAM_MESSAGES.nameRequired));
    expect(parseWith(createTeamBody, { name: 'x'.repeat(101) })).toEqual(refused(TEAM_MESSAGES.nameTooLong));
    expect(parseWith(createTeamBody, { name: 'Lions', shortName: 'x'.repeat(11) })).toEqual(refused(TEAM_MESSAGES.shortNameTooLong));
    expect(parseWith(createTeamBody, { name: 'Lions', description: 7 })).toEqual(refused(FIELD_MESSAGES.text('description')));
    expect(parseWith(createTeamBody, { name: 'Lions', homeGround: 'x'.repeat(101) })).toEqual(refused(FIELD_MESSAGES.tooLong('homeGround', 100)));
    expect(parseWith(createTeamBody, { name: ' Lions ', shortName: ' ', logoUrl: ' u ' })).toEqual({ ok: true, value: { name: 'Lions', shortName: null, logoUrl: 'u' } });
  });

  it('update: a left-out field stays left out, a blank one is cleared', () => {
    expect(parseWith(updateTeamBody, { description: '' })).toEqual({ ok: true, value: { description: null } });
    expect(parseWith(updateTeamBody, { name: ' ' })).toEqual(refused(TEAM_MESSAGES.nameRequired));
  });

  it('add player: a username or a name, a role, a jersey number, not captain and vice-captain at once', () => {
    expect(parseWith(addPlayerBody, { playingRole: 'batter' })).toEqual(refused(TEAM_MESSAGES.playerIdentity));
    expect(parseWith(addPlayerBody, { username: 7, playingRole: 'batter' })).toEqual(refused(TEAM_MESSAGES.playerIdentity));
    expect(parseWith(addPlayerBody, { name: 'Asha', playingRole: 'keeper' })).toEqual(refused(TEAM_MESSAGES.playingRole));
    expect(parseWith(addPlayerBody, { name: 'Asha', playingRole: 'batter', jerseyNumber: 1000 })).toEqual(refused(TEAM_MESSAGES.jerseyNumber));
    expect(parseWith(addPlayerBody, { name: 'Asha', playingRole: 'batter', isCaptain: 'yes' })).toEqual(refused(FIELD_MESSAGES.flag('isCaptain')));
    expect(parseWith(addPlayerBody, { name: 'Asha', playingRole: 'batter', isCaptain: true, isViceCaptain: true })).toEqual(refused(TEAM_MESSAGES.captainAndVice));
    expect(parseWith(addPlayerBody, { name: ' Asha ', playingRole: 'bowler', jerseyNumber: '7', username: '' })).toEqual({
      ok: true,
      value: { username: null, name: 'Asha', playingRole: 'bowler', jerseyNumber: 7 },
    });
  });

  it('update player and join', () => {
    expect(parseWith(updatePlayerBody, { name: '' })).toEqual(refused(TEAM_MESSAGES.playerIdentity));
    expect(parseWith(updatePlayerBody, { jerseyNumber: '' })).toEqual({ ok: true, value: { jerseyNumber: null } });
    expect(parseWith(updatePlayerBody, { battingStyle: 'left-hand', bowlingStyle: '' })).toEqual({ ok: true, value: { battingStyle: 'left-hand', bowlingStyle: null } });
    expect(parseWith(updatePlayerBody, { battingStyle: 'left' })).toEqual(refused(TEAM_MESSAGES.battingStyle));
    expect(parseWith(addPlayerBody, { name: 'Asha', playingRole: 'bowler', bowlingStyle: 'mystery' })).toEqual(refused(TEAM_MESSAGES.bowlingStyle));
    // Each message names every style there is.
    expect(TEAM_MESSAGES.battingStyle).toBe(`Batting style must be one of ${BATTING_STYLES.join(', ')}`);
    expect(TEAM_MESSAGES.bowlingStyle).toBe(`Bowling style must be one of ${BOWLING_STYLES.join(', ')}`);
    expect(parseWith(joinTeamBody, { playingRole: 'umpire' })).toEqual(refused(TEAM_MESSAGES.playingRole));
    expect(parseWith(joinTeamBody, {})).toEqual({ ok: true, value: {} });
  });
});
