// The play-test console of a game board (issue 13). Entry for the board editor's 试玩 button:
//   /workDetail/{workId}/GAME/gameStoryLine/play/{boardId}
// (a full-screen route outside the work shell). Build it with gamePlayPath, imported from
// './path' directly so the board's chunk does not pull in the console.
export { GamePlayPage } from './GamePlayPage';
export { gamePlayPath } from './path';
