// /home/ and / (docs/product.md S2): no navbar. The header with the money, the jackpot ticker, the notice
// ticker and the menu grid.
import { CutoffCountdown } from '../../components/cutoff-countdown/cutoff-countdown.tsx';
import { HomeHeader } from './home-header.tsx';
import { HomeMenu } from './home-menu.tsx';
import { JackpotTicker } from './jackpot-ticker.tsx';
import { NoticeTicker } from './notice-ticker.tsx';
import { MyNumberHitNotice } from '../../components/my-numbers/my-number-hits.tsx';
import '../../components/shell/shell.css';
import './home.css';

export function HomeScreen() {
  return (
    <div className="screen home-screen">
      <HomeHeader />
      <main className="content">
        <NoticeTicker />
        <MyNumberHitNotice />
        <JackpotTicker />
        <CutoffCountdown />
        <HomeMenu />
      </main>
    </div>
  );
}
