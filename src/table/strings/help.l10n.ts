import type { Lang } from './area.js';

/**
 * The help's rules of each game, and its headings, in the other shipped languages: part of the
 * common area's translations (common.l10n.ts), kept apart for their length.
 */
export const help: Record<Exclude<Lang, 'en'>, Record<string, string>> = {
  nb: {
    howToPlay: 'Slik spiller du',
    controls: 'Peker og taster',
    rulesKlondike:
      'Flytt alle kortene til de fire grunnbunkene, som bygges opp i samme farge fra ess til konge.\nKolonnene bygges ned i vekslende rødt og svart (en rød 6 på en svart 7); en rekke flyttes samlet, og en tom kolonne tar bare en konge.\nBunken snus over på avleggsbunken, og det øverste kortet der kan spilles.',
    rulesCanfield:
      'Flytt alle kortene til de fire grunnbunkene, som bygges opp i samme farge fra valøren til kortet som ble delt ut på den første, videre fra konge til ess.\nKolonnene bygges ned i vekslende rødt og svart, også en konge på et ess; bare en hel kolonne flyttes over på en annen.\nDet øverste kortet i reserven kan spilles, og det fyller straks en tom kolonne; når reserven er tom, kan det øverste kortet på avleggsbunken fylle en.\nBunken snus over på avleggsbunken, og det øverste kortet der kan spilles.',
    rulesClock:
      'Kortet som snus, legges under sin time (ess på 1, knekt på 11, dame på 12; en konge under midten), og det øverste kortet der snus så.\nSpillet slutter når den fjerde kongen kommer hjem: vunnet hvis alle kortene da ligger med forsiden opp.',
    rulesSun:
      'To kortstokker: flytt alle 104 kortene til basene, fire som bygges opp i samme farge fra ess til konge, fire ned fra konge til ess. Kort går aldri fra stråle til stråle.\nFase 1: åtte buer deler ut bunken rundt de 13 strålene; det ytterste kortet i hver stråle kan spilles.\nFase 2: strålene åpnes én om gangen, fra stråle 1: alle kortene i den åpne strålen kan spilles, til neste steg går videre.\nFase 3: hvert steg sprer neste stråle, ett kort på hver stråle til høyre for den; resten blir en sky, der begge endekortene kan spilles. Én gang, når ingenting passer, blander vinden skyene til én.',
  },
  da: {
    howToPlay: 'Sådan spiller du',
    controls: 'Markør og taster',
    rulesKlondike:
      'Flyt alle kort til de fire grundbunker, som bygges op i samme kulør fra es til konge.\nKolonnerne bygges ned i skiftende farver (en rød 6 på en sort 7); en række flyttes samlet, og en tom kolonne tager kun en konge.\nBunken vendes over på affaldsbunken, hvis øverste kort kan spilles.',
    rulesCanfield:
      'Flyt alle kort til de fire grundbunker, som bygges op i samme kulør fra værdien af kortet, der blev givet ud på den første, videre fra konge til es.\nKolonnerne bygges ned i skiftende farver, også en konge på et es; kun en hel kolonne flyttes over på en anden.\nReservens øverste kort kan spilles og fylder straks en tom kolonne; når reserven er tom, kan affaldsbunkens øverste kort fylde en.\nBunken vendes over på affaldsbunken, hvis øverste kort kan spilles.',
    rulesClock:
      'Kortet, der vendes, lægges under sin time (es ved 1, knægt ved 11, dame ved 12; en konge under midten), og det øverste kort der vendes så.\nSpillet slutter, når den fjerde konge kommer hjem: vundet, hvis alle kort da ligger med billedsiden op.',
    rulesSun:
      'To spil kort: flyt alle 104 kort til baserne, fire bygget op i samme kulør fra es til konge, fire ned fra konge til es. Kort går aldrig fra stråle til stråle.\nFase 1: otte buer giver bunken ud rundt om de 13 stråler; hver stråles yderste kort kan spilles.\nFase 2: strålerne åbnes én ad gangen fra stråle 1: alle kort i den åbne stråle kan spilles, til næste trin går videre.\nFase 3: hvert trin spreder den næste stråle, ét kort på hver stråle til højre for den; resten bliver en sky, hvis to endekort kan spilles. Én gang, når intet passer, blander vinden skyerne til én.',
  },
  is: {
    howToPlay: 'Svona er spilað',
    controls: 'Bendill og lyklar',
    rulesKlondike:
      'Færðu öll spilin á grunnana fjóra, sem byggjast upp í sömu sort frá ási til kóngs.\nRaðirnar byggjast niður í víxllitum (rauð sexa á svarta sjöu); runa færist í heild og tóm röð tekur aðeins kóng.\nStokknum er snúið upp á afgangsbunkann og efsta spilið þar má spila.',
    rulesCanfield:
      'Færðu öll spilin á grunnana fjóra, sem byggjast upp í sömu sort frá gildi spilsins sem var gefið á þann fyrsta, áfram frá kóngi til áss.\nRaðirnar byggjast niður í víxllitum, líka kóngur á ás; aðeins heil röð færist yfir á aðra.\nEfsta spil varans má spila og það fyllir strax tóma röð; þegar varinn er búinn má efsta spil afgangsbunkans fylla hana.\nStokknum er snúið upp á afgangsbunkann og efsta spilið þar má spila.',
    rulesClock:
      'Spilið sem snúið er upp fer undir sinn tíma (ás á 1, gosi á 11, drottning á 12; kóngur undir miðjuna) og efsta spilinu þar er svo snúið upp.\nLeiknum lýkur þegar fjórði kóngurinn kemur heim: unninn ef öll spilin snúa þá upp.',
    rulesSun:
      'Tveir stokkar: færðu öll 104 spilin á grunnana, fjóra sem byggjast upp í sömu sort frá ási til kóngs og fjóra niður frá kóngi til áss. Spil fara aldrei af geisla á geisla.\n1. áfangi: átta bogar gefa stokkinn í kringum geislana 13; ysta spil hvers geisla má spila.\n2. áfangi: geislarnir opnast einn í einu frá geisla 1: öll spil opna geislans má spila þar til næsta skref heldur áfram.\n3. áfangi: hvert skref dreifir næsta geisla, einu spili á hvern geisla hægra megin við hann; afgangurinn verður ský og bæði endaspil þess má spila. Einu sinni, þegar ekkert passar, stokkar vindurinn skýin saman í eitt.',
  },
  ht: {
    howToPlay: 'Kijan pou jwe',
    controls: 'Sourit, dwèt ak klavye',
    rulesKlondike:
      'Mete tout kat yo sou kat fondasyon yo: chak fondasyon monte depi as rive wa, tout nan menm kalite.\nKolòn yo desann an koulè altène (yon 6 wouj sou yon 7 nwa); yon seri deplase ansanm, epi yon kolòn vid pran sèlman yon wa.\nPil la vire sou pil jete a, epi kat ki anlè pil jete a ka jwe.',
    rulesCanfield:
      'Mete tout kat yo sou kat fondasyon yo: chak fondasyon monte depi valè kat ki te distribye sou premye a, tout nan menm kalite, epi li kontinye apre wa ak as.\nKolòn yo desann an koulè altène, menm yon wa sou yon as; se sèlman yon kolòn antye ki deplase sou yon lòt.\nKat ki anlè rezèv la ka jwe, e li ranpli yon kolòn vid touswit; lè rezèv la fini, kat ki anlè pil jete a ka ranpli youn.\nPil la vire sou pil jete a, epi kat ki anlè pil jete a ka jwe.',
    rulesClock:
      'Kat ki vire a ale anba lè pa li (as nan 1, valè nan 11, dam nan 12; yon wa anba mitan an), epi kat ki anlè la a vire apre.\nJwèt la fini lè katriyèm wa a rive lakay li: ou genyen si tout kat yo fas anlè lè sa a.',
    rulesSun:
      'De jwèt kat: mete tout 104 kat yo sou baz yo, kat ki monte depi as rive wa ak kat ki desann depi wa rive as, chak nan yon sèl kalite. Kat pa janm ale sot nan yon reyon sou yon lòt.\nFaz 1: uit ark distribye pil la toutotou 13 reyon yo; kat ki pi deyò nan chak reyon ka jwe.\nFaz 2: reyon yo louvri youn apre lòt, depi reyon 1: tout kat nan reyon ki louvri a ka jwe, jiskaske pwochen etap la avanse.\nFaz 3: chak etap gaye pwochen reyon an, yon kat sou chak reyon ki adwat li; rès la fè yon nyaj, epi de kat ki nan bout nyaj la ka jwe. Yon sèl fwa, lè anyen pa ale, van an melanje nyaj yo fè yon sèl.',
  },
};
