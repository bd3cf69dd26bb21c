// The play-test console of a game board (issue 13). Entry for the board editor's 试玩 button:
//   /workDetail/{workId}/GAME/gameStoryLine/play/{boardId}
// (a full-screen route, outside the work shell; gamePlayPath builds it).
export { GamePlayPage } from './GamePlayPage';
export { gamePlayPath } from './path';
