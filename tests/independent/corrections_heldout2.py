"""Second held-out corpus for the corrects-or-compatible decision (independent author).

What it is: three lists of (OLD, NEW) pairs of short statements about one user's life, as a
memory system would store them. OLD is what is already stored; NEW is what arrives later.

- CORRECTIONS: NEW says that OLD stopped being true or was never true (a change of state, a
  break-up, a sale, quitting, a promotion out of the old title, a retraction, "turns out",
  "actually, not X but Y"). OLD should be superseded.
- UPDATES: NEW gives another value of the same single-valued attribute (city of residence,
  age, favourite X, employer, title, phone number...) with no correction wording at all. OLD
  should be superseded too, but nothing in NEW's wording says so.
- COMPATIBLE: both stay true. More detail on the same thing, another attribute, another
  person, a past fact beside a present one, a one-off event or a temporary situation, a
  negation of something else, the same value restated, a plan or wish, a second value of a
  multi-valued attribute (pets, hobbies, languages, side jobs). Many of these carry
  change-like words on purpose ("moved", "switched", "turns out", "no longer", "quit",
  "promoted", "after all") that apply to something OLD does not state.

How it was written: by hand, by a second author who had read only the task brief. The
author did not read the system's rules (zeusmem/rules/), the first held-out corpus, the
phrasing lists or any test about conflicts/corrections, so nothing here was fitted to them.
For register (how people actually talk in chat: long turns with chatter around the news,
"lol", "haha", missing capitals, typos, emojis, third-person observation-style summaries such
as "Tim is currently reading ...") the author read the LoCoMo development conversations in
../shared/locomo-dev/. No text from them is copied: every pair was written fresh, names,
places and details are invented or changed. The non-English pairs were written the way
native speakers type in chats (pt mixes European and Brazilian usage, as real users do).

Labelling rules the author applied:
- Tense matters. "I used to live in Lisbon" (OLD) + "I live in Porto" (NEW) is COMPATIBLE:
  OLD already says the past. "I live in Lisbon" (OLD) + "we moved to Porto" is a CORRECTION.
- A promotion is a CORRECTION only if OLD states the old title ("junior developer at
  Stripe"); if OLD only states the employer or the profession, it stays true (COMPATIBLE).
- A temporary situation (a trip, sick leave, a car in the shop, a guest staying a week) does
  not change the standing fact: COMPATIBLE.
- Moving within the same city, or changing team inside the same employer, leaves a
  city-level or employer-level OLD true: COMPATIBLE.
- Finishing what OLD says is in progress ("I'm working on a novel" -> "finished it") or a
  birth after "pregnant" ends OLD's state: CORRECTION.

Per-language counts (pairs):
    CORRECTIONS  95: en 60, de 5, fr 5, es 5, pt 5, it 5, zh 5, ru 5
    UPDATES      47: en 30, de 3, fr 3, es 2, pt 2, it 2, zh 3, ru 2
    COMPATIBLE  134: en 84, de 8, fr 7, es 7, pt 7, it 7, zh 7, ru 7
    total       276: en 174 (63%), de 16, fr 15, es 14, pt 14, it 14, zh 15, ru 14
"""

CORRECTIONS = [
    # --- en (60) ---
    ("I live in Lisbon.", "Big news, we finally moved to Porto last month! The new flat is tiny but I love it."),
    ("Works at Acme as a designer.", "She left Acme in March and is doing product design at Brightline now."),
    ("My favourite band is Coldplay.", "honestly i'm so over coldplay lol, these days it's all Arctic Monkeys for me"),
    ("I have a Honda Civic.", "sold teh civic last week, just biking everywhere now"),
    ("Dating a guy called Marcus.", "marcus and i broke up. it's been rough but i'm ok, really"),
    ("I'm vegetarian.", "I started eating fish again a couple of months ago, so I guess I'm not really a vegetarian anymore."),
    ("Priya teaches math at Lincoln High.", "Priya doesn't teach anymore, she went back to school for a nursing degree."),
    ("My sister's name is Anna.", "oops I typed that wrong earlier, my sister is Hanna, with an H"),
    ("I'm allergic to penicillin.", "Turns out I'm not allergic to penicillin after all! They retested me and the first result was a false positive."),
    ("Kenji works at Sony.", "He left there over the summer, he's with Nintendo these days."),
    ("Jon is a bank teller.", "After the bank cut his hours, Jon quit and opened his own dance studio, which is where he works full time now."),
    ("I work night shifts at the hospital.", "Good news!! I'm finally on days, no more night shifts for me"),
    ("Lives with her parents in Ohio.", "Rosalind got her own apartment in Columbus and moved out of her parents' place in the spring."),
    ("I'm a junior developer at Stripe.", "I got promoted to senior engineer last week!!"),
    ("My daughter is in kindergarten.", "can't believe my little one started first grade this week 😭"),
    ("I drink three cups of coffee a day.", "I gave up coffee completely in January, I'm a tea person now."),
    ("Is single.", "Oh I forgot to tell you, I'm seeing someone! His name's Daniel, we met at the climbing gym."),
    ("My phone is a Samsung Galaxy S21.", "Dropped my Samsung in the lake, so I ended up getting an iPhone 15 and honestly I'm not going back"),
    ("My manager is Linda.", "Linda actually isn't my manager, I got that mixed up, she's on another team. My manager is Raj."),
    ("I'm training for the Boston Marathon.", "I had to pull out of Boston, my knee just isn't healing, so no marathon for me this year"),
    ("Lives in Chicago.", "Chicago winters finally broke me haha. we're in Austin now and it's 80 degrees in October"),
    ("Gina owns a dance studio downtown.", "Gina closed the studio for good when the lease ran out."),
    ("I'm a smoker.", "Six months without a cigarette today! Quitting was the hardest thing I've ever done."),
    ("We have two kids.", "Our third baby arrived on Tuesday, a little boy! Everyone's healthy, just very tired"),
    ("I'm studying law at NYU.", "I dropped out of law school, it just wasn't for me. Working at a coffee shop while I figure things out."),
    ("My favourite movie is Inception.", "I used to say Inception was my favourite, but after rewatching Interstellar I think that one takes the crown"),
    ("My dog is named Max.", "We had to put Max down last week. The house is so quiet without him."),
    ("Works remotely from home.", "the company made everyone come back to the office 5 days a week so remote life is over for me 🙃"),
    ("I'm a Mac user.", "Switched over to a Linux laptop for everything, my old MacBook went to my nephew."),
    ("My husband is Tom.", "Tom and I finalized the divorce in June."),
    ("I teach yoga on weekends.", "I stopped teaching the weekend yoga classes, too much on my plate with the new baby."),
    ("I live alone.", "My girlfriend moved in with me last month, so it's the two of us and her cat now"),
    ("My commute is by car.", "Since they opened the new tram line I leave the car at home and take the tram every day."),
    ("Has brown hair.", "I dyed my hair bright red for the festival and I'm keeping it that way!"),
    ("I work at the Riverside branch of the library.", "They transferred me from Riverside to the central library downtown."),
    ("Supports Arsenal.", "Don't laugh but I've jumped ship, I'm a Spurs fan now. Long story involving my father-in-law."),
    ("I'm learning Spanish on Duolingo.", "I deleted the app, I wasn't learning a thing. Doing in-person classes at the community center instead."),
    ("Works as a barista at Blue Bottle.", "not at the cafe anymore! line cook at an italian place now, the hours are insane"),
    ("I rent an apartment.", "We closed on the house Friday, officially homeowners!!"),
    ("Tim is engaged to Sarah.", "Tim and Sarah called off the engagement."),
    ("I'm five months pregnant.", "The baby is here! Lily was born on the 3rd, 3.2 kg of pure perfection."),
    ("My best friend is Jess.", "Jess and I don't talk anymore after what happened at the wedding."),
    ("I run a food truck.", "I sold the truck and I'm opening a real restaurant in the old bakery spot on Main St."),
    ("Is a vegan.", "ok confession: I eat cheese again. couldn't do it. still no meat though"),
    ("My hometown is Leeds.", "I was wrong earlier, I'm actually from Bradford. I only went to uni in Leeds."),
    ("Has three brothers.", "Sorry, I misspoke before: I have two brothers, not three."),
    ("I'm working on a novel.", "I finally finished the novel! Sent the manuscript to my agent yesterday."),
    ("I work at Deloitte in London.", "Hey!! sorry I went quiet, it's been a mad few weeks. the kids had chickenpox one after the other, the boiler broke AGAIN, and on top of all that I handed in my notice at Deloitte, starting at a small fintech in Manchester on Monday so we're house hunting up north too. anyway how are you?? did you ever finish that quilt?"),
    ("Drives a Tesla Model 3.", "The Tesla's gone, traded it in for a used Subaru because we needed something for the mountains."),
    ("My favourite food is sushi.", "ever since the food poisoning thing I can't even look at sushi lol. pizza is number one now"),
    ("Lives in Seattle.", "Denver has been so good for us. Leaving Seattle was the right call."),
    ("Amir is a PhD student at MIT.", "Amir defended his thesis last month, so it's Dr. Amir now, and he's starting a postdoc at Stanford."),
    ("I have a beard.", "shaved the beard off finally, my daughter didn't recognize me haha"),
    ("Her favourite cuisine is Thai.", "actually it's not Thai she loves, it's Vietnamese. I always mix those two up"),
    ("I'm a night owl, I usually go to bed at 3am.", "New baby = new schedule. I'm in bed by ten every night, the 3am days are long gone."),
    ("I play World of Warcraft every night.", "cancelled my wow sub, been playing elden ring instead"),
    ("Doesn't speak any German.", "After a year of evening classes I can actually hold a conversation in German!"),
    ("Is unemployed and looking for work.", "I GOT THE JOB at the museum!! Start on the 15th"),
    ("I'm on the swim team.", "I left the swim team to focus on my exams, coach wasn't thrilled"),
    ("Lives in Portland.", "moved to boise finaly, portland was getting way too expensive for us"),
    # --- de (5) ---
    ("Ich wohne in Hamburg.", "Wir sind im Sommer nach Leipzig gezogen, Hamburg war einfach zu teuer geworden."),
    ("Arbeitet bei Siemens als Ingenieurin.", "Sie hat bei Siemens gekündigt und ist jetzt bei einem Start-up in Berlin."),
    ("Ich rauche.", "hab seit drei monaten keine zigarette mehr angefasst, bin echt stolz auf mich"),
    ("Mein Freund heißt Jonas.", "Jonas und ich haben uns getrennt. War wohl besser so."),
    ("Ich fahre einen VW Golf.", "Den Golf hab ich verkauft, fahr jetzt nur noch Rad und Bahn"),
    # --- fr (5) ---
    ("J'habite à Lyon.", "On a déménagé à Bordeaux le mois dernier, et franchement Lyon me manque pas tant que ça"),
    ("Travaille chez Renault.", "Il a quitté Renault, maintenant il bosse chez Airbus à Toulouse."),
    ("Je suis végétarienne.", "j'ai recommencé à manger de la viande, mon médecin m'a trouvé des carences"),
    ("Je suis en couple avec Julien.", "Julien et moi c'est fini depuis deux semaines..."),
    ("Mon vol pour Montréal est mardi.", "ah non en fait je me suis trompée, le vol c'est mercredi, pas mardi"),
    # --- es (5) ---
    ("Vivo en Madrid.", "Al final nos mudamos a Valencia, ya no aguantaba el ritmo de Madrid"),
    ("Trabaja como profesora en un colegio.", "Ya no da clases, ahora trabaja en una editorial."),
    ("Tengo un perro que se llama Toby.", "Toby se murió la semana pasada, estoy destrozada"),
    ("Juego al fútbol los domingos.", "lo del fútbol de los domingos lo dejé, me lesioné la rodilla y ya no puedo"),
    ("Estudio medicina.", "Me cambié de carrera, ahora estudio enfermería"),
    # --- pt (5) ---
    ("Moro em Lisboa.", "Mudámo-nos para o Porto em março, finalmente!"),
    ("Trabalha no Itaú.", "Ele saiu do Itaú e agora tá no Nubank"),
    ("Sou solteira.", "tô namorando!! conheci ele no casamento da minha prima"),
    ("Tenho um carro.", "vendi o carro, agora só ando de metrô e bicicleta"),
    ("Faço pilates três vezes por semana.", "Parei com o pilates, agora tô fazendo musculação"),
    # --- it (5) ---
    ("Abito a Milano.", "Ci siamo trasferiti a Bologna a settembre, Milano era diventata troppo cara"),
    ("Lavora in banca.", "Ha lasciato la banca e adesso fa il fotografo a tempo pieno"),
    ("Sono fidanzata con Luca.", "Io e Luca ci siamo lasciati, è finita"),
    ("Non bevo alcolici.", "ho ricominciato a bere un bicchiere di vino ogni tanto a cena"),
    ("Mio fratello vive a Roma.", "Scusa, mi sono sbagliato: mio fratello vive a Napoli, non a Roma"),
    # --- zh (5) ---
    ("我住在北京。", "我们上个月搬到杭州了，北京房租实在太贵了"),
    ("在腾讯做产品经理。", "她已经从腾讯离职了，现在在字节跳动"),
    ("我每天都喝咖啡。", "咖啡我戒了，现在只喝茶"),
    ("我有女朋友。", "我们分手了，现在单身"),
    ("我是初级工程师。", "我升职了！现在是高级工程师了哈哈"),
    # --- ru (5) ---
    ("Живу в Москве.", "Мы переехали в Питер, в Москве больше не живём"),
    ("Работает в Сбербанке.", "Она уволилась из Сбера, теперь работает в Яндексе"),
    ("Курю.", "я бросил курить, уже полгода держусь"),
    ("Я замужем.", "Мы с Сергеем развелись весной."),
    ("Мой кот — британец.", "ой, я ошиблась, он не британец, а шотландец, ветеринар сказал"),
]

UPDATES = [
    # --- en (30) ---
    ("Lives in Lisbon.", "Lives in Porto."),
    ("My favourite colour is blue.", "My favourite colour is green."),
    ("I'm 33.", "I'm 34 years old."),
    ("Works at Acme.", "Works at Globex."),
    ("My phone number is 555-0142.", "My number is 555-0199."),
    ("My email is jess.k@mail.com.", "you can reach me at jessica.kim@proton.me"),
    ("Favourite book: Dune.", "My favorite book is The Left Hand of Darkness."),
    ("Priya is a nurse.", "Priya is a physician assistant."),
    ("My rent is $1,400 a month.", "I pay $1,650 a month in rent."),
    ("I weigh 82 kg.", "I'm at 76 kg."),
    ("Our son is 4.", "Our son is five."),
    ("I go to bed at 11pm.", "I go to sleep around 1am."),
    ("Dev's manager is Karen.", "Dev reports to Michael."),
    ("Lives on Elm Street.", "lives on Oak Avenue"),
    ("My favourite season is autumn.", "summer is my favorite season"),
    ("I drive a Honda Civic.", "I drive a Mazda 3."),
    ("My job title is Marketing Coordinator.", "My title is Marketing Manager."),
    ("Her husband's name is Tom.", "Her husband is called David."),
    ("Favourite food is pasta.", "Favourite food: ramen."),
    ("I'm in 10th grade.", "I'm in 11th grade."),
    ("Gets up at 6am.", "wakes up at 7:30 every day"),
    ("My favorite TV show is The Office.", "my favorite show is Succession"),
    ("Her hometown is Dayton, Ohio.", "She grew up in Toledo, Ohio."),
    ("I have two kids.", "I have three kids."),
    ("My salary is 60k.", "I make 72k a year."),
    ("I'm a size 9 shoe.", "my shoe size is 10"),
    ("My gym is the Planet Fitness on 5th.", "I go to the Equinox on Broadway."),
    ("My favourite drink is a flat white.", "My go-to drink is an iced matcha latte."),
    ("Lives in London.", "Based in Edinburgh."),
    ("Mark's girlfriend is Emma.", "Mark's girlfriend is Chloe."),
    # --- de (3) ---
    ("Wohnt in Köln.", "Wohnt in Düsseldorf."),
    ("Meine Lieblingsfarbe ist Rot.", "Meine Lieblingsfarbe ist Gelb."),
    ("Ich bin 41.", "Ich bin 42 Jahre alt."),
    # --- fr (3) ---
    ("Habite à Nantes.", "Habite à Rennes."),
    ("Mon plat préféré c'est la raclette.", "Mon plat préféré, c'est le couscous."),
    ("Elle travaille chez L'Oréal.", "Elle travaille chez Danone."),
    # --- es (2) ---
    ("Vive en Sevilla.", "Vive en Málaga."),
    ("Mi color favorito es el morado.", "mi color favorito es el naranja"),
    # --- pt (2) ---
    ("Trabalho na Vodafone.", "Trabalho na NOS."),
    ("Tenho 27 anos.", "Tenho 28 anos."),
    # --- it (2) ---
    ("Vive a Torino.", "Vive a Genova."),
    ("Il mio film preferito è Il Postino.", "Il mio film preferito è La vita è bella."),
    # --- zh (3) ---
    ("住在上海。", "住在成都。"),
    ("我最喜欢的颜色是蓝色。", "我最喜欢的颜色是绿色。"),
    ("我今年30岁。", "我今年31岁。"),
    # --- ru (2) ---
    ("Живёт в Казани.", "Живёт в Новосибирске."),
    ("Мой любимый фильм — «Брат».", "Мой любимый фильм — «Москва слезам не верит»."),
]

COMPATIBLE = [
    # --- en (84) ---
    ("I used to live in Lisbon.", "I live in Porto now."),
    ("I live in Porto.", "I used to live in Lisbon, back in my twenties."),
    ("I have a dog.", "We also got a cat last week!"),
    ("Works at Acme as a designer.", "At Acme she mostly designs the packaging for the snack line."),
    ("I live in Berlin.", "I'd love to move to Lisbon someday, maybe when I retire."),
    ("I'm vegetarian.", "I don't eat eggs either, I'm pretty strict about it"),
    ("Works at Google.", "My brother just left Google for Meta."),
    ("Lives in Chicago.", "Flew to Miami for a work conference, back on Sunday."),
    ("I play guitar.", "Started taking piano lessons too!"),
    ("Is a nurse at St. Mary's.", "Got promoted to charge nurse at St. Mary's!"),
    ("Married to Tom.", "Tom and I just celebrated ten years!"),
    ("Quit smoking last year.", "Still haven't touched a cigarette, a whole year now."),
    ("I don't drink coffee.", "I switched from black tea to green tea, way less jittery"),
    ("My brother lives in Lyon.", "Thinking of visiting my brother in Lyon over Christmas."),
    ("I'm training for a marathon.", "Ran a half marathon on Sunday as a tune-up, 1:52!"),
    ("I have two kids.", "My oldest just started middle school."),
    ("Lives in Seattle.", "We moved to a bigger apartment in Capitol Hill, finally a room for the baby."),
    ("Works at Deloitte.", "Moved from the audit team to consulting, still at Deloitte though."),
    ("I'm allergic to peanuts.", "turns out I'm allergic to shellfish too, found out the hard way lol"),
    ("My favourite band is Radiohead.", "Went to see The National last night, they were amazing"),
    ("I'm single.", "Went on a first date last night, it was fine, probably won't see him again"),
    ("Drives a Subaru Outback.", "Rented a convertible for the road trip, so fun"),
    ("I work from home.", "Went into the office today for the team offsite, felt so weird"),
    ("Lives in Austin.", "My parents still live in Houston, where I grew up."),
    ("I'm a teacher.", "Summer break starts Friday, no lesson planning for eight weeks!"),
    ("She is learning Japanese.", "She passed the JLPT N4 last month."),
    ("I have a cat named Luna.", "Luna knocked my coffee off the table again this morning lol"),
    ("I'm a vegan.", "tried the new vegan ramen place downtown, so good"),
    ("Works night shifts.", "night shifts are killing me but the pay's better so I'm sticking with it"),
    ("I live in Denver.", "I'm not moving to Boulder after all, way too expensive."),
    ("My favourite movie is Alien.", "I used to love Titanic as a kid, watched it like 30 times"),
    ("Gina owns a dance studio.", "Gina's studio is hosting a recital on Saturday."),
    ("I speak French.", "I'm also picking up some Italian for our trip."),
    ("Has a daughter named Mia.", "We're expecting a second baby in April!"),
    ("Lives in Toronto.", "toronto traffic is the worst, took me 90 minutes to get home"),
    ("Works at Amazon.", "Not a fan of the new return-to-office policy at Amazon, but I'm staying."),
    ("Plays tennis on Saturdays.", "Rain cancelled tennis this Saturday, so we went bowling instead."),
    ("My sister is a lawyer.", "My sister just made partner at her firm!"),
    ("I don't have any pets.", "Pet-sat my neighbor's corgi this weekend and now I kinda want one"),
    ("I live alone.", "My mom is staying with me for a week while her kitchen gets redone."),
    ("Drinks coffee every morning.", "Had a matcha instead of coffee today, just for a change"),
    ("Is a software engineer.", "I'd really like to move into management in a year or two."),
    ("I live in Porto.", "I live in Porto."),
    ("Lives in NYC.", "Still in New York, still loving it."),
    ("I have a Honda Civic.", "Finally got the Civic's brakes fixed."),
    ("Has two brothers.", "My younger brother is getting married in June."),
    ("I'm studying computer science at UCLA.", "Declared a minor in linguistics this semester."),
    ("I'm in a book club.", "We read Piranesi for book club this month, loved it"),
    ("I work at a bakery.", "I'm thinking about quitting the bakery but I haven't decided yet."),
    ("I quit my job at the bank.", "I don't miss the bank at all. Freelancing suits me."),
    ("I used to smoke.", "Never again, smoking was the worst decision of my teens."),
    ("Lives in London.", "She's spending the summer in Spain with her grandparents."),
    ("My favourite food is sushi.", "Had the best tacos of my life in Mexico City lol"),
    ("I'm married.", "My husband's away on a work trip this week and the kids are driving me nuts"),
    ("I'm a vegetarian.", "My boyfriend isn't vegetarian, so we end up cooking two versions of dinner a lot."),
    ("Works as a barista.", "Picked up a second job walking dogs on weekends."),
    ("Priya teaches math.", "Priya also coaches the debate team after school."),
    ("I live in Madrid.", "Moved my office from the living room to the spare bedroom, so much better for calls"),
    ("I have a beard.", "Trimmed the beard really short for summer"),
    ("My phone is an iPhone 13.", "Got a new case for my phone, it's bright orange lol"),
    ("I'm a Spurs fan.", "Spurs lost again, why do I do this to myself"),
    ("I'm on the swim team.", "We have a meet against Lakeside this Friday."),
    ("I'm afraid of flying.", "Managed a 2-hour flight to see my aunt, with a LOT of deep breathing"),
    ("Doesn't drink alcohol.", "I ordered a mocktail at the wedding and nobody even noticed."),
    ("I'm learning the violin.", "My violin teacher moved to Vienna, so I do my lessons with her online now."),
    ("Lives in Boston.", "My girlfriend just moved to Boston to be with me!"),
    ("I have a dog named Max.", "Max and our new puppy Bean are already inseparable"),
    ("Is a PhD student.", "Submitted my second paper to a conference yesterday."),
    ("I work at the hospital.", "I was off sick for two weeks with the flu, back at work Monday."),
    ("I volunteer at the animal shelter.", "I volunteer at the food bank too, on Tuesdays."),
    ("My favorite color is blue.", "Painted the bedroom sage green, it's so calming."),
    ("Lives with roommates.", "One of my roommates is moving out next month, we're looking for a replacement."),
    ("I do yoga every morning.", "skipped yoga today, overslept lol"),
    ("Drives to work.", "The car's in the shop so I've been taking the bus this week."),
    ("I'm a Python developer.", "Been learning Rust on the side, it's hard but fun"),
    ("Dating Marcus.", "Marcus and I had a big fight about his mom but we talked it out."),
    ("Has type 1 diabetes.", "Got a new insulin pump, total game changer."),
    ("I'm from Bradford.", "I live in Leeds these days, it's only twenty minutes away."),
    ("I sold my car.", "Not having a car has been way easier than I expected."),
    ("Lives in Portland, Oregon.", "I've never even been to Portland, Maine lol, people always mix them up"),
    ("My manager is Raj.", "Raj is out on paternity leave, so Sophie is covering for him until March."),
    ("I'm a night owl.", "Had to get up at 5 for the airport today, never again"),
    ("Is pregnant.", "We found out it's a girl!"),
    ("I live in Tokyo.", "I love Osaka, the food is incredible, honestly I wish I lived there."),
    # --- de (8) ---
    ("Ich wohne in Hamburg.", "Ich war letztes Wochenende in München auf dem Oktoberfest, war mega"),
    ("Ich habe einen Hund.", "Seit Samstag haben wir auch noch zwei Meerschweinchen 🙈"),
    ("Arbeitet bei Siemens.", "Ihr Mann hat bei Siemens gekündigt, sie bleibt aber dort."),
    ("Ich habe früher in Wien gewohnt.", "Jetzt wohne ich in Graz."),
    ("Ich bin Lehrerin.", "Die Sommerferien fangen endlich an, sechs Wochen frei!"),
    ("Ich spiele Gitarre.", "Ich würd so gern noch Schlagzeug lernen, aber die Nachbarn..."),
    ("Trinkt keinen Alkohol.", "Sie trinkt auch keinen Kaffee mehr, nur noch Tee."),
    ("Wohnt in Berlin.", "Wohnt immer noch in Berlin, jetzt aber in Kreuzberg statt in Mitte."),
    # --- fr (7) ---
    ("J'habite à Lyon.", "Je suis à Paris pour le boulot jusqu'à jeudi"),
    ("J'ai un chat.", "On a adopté un deuxième chat, elle s'appelle Noisette"),
    ("Travaille chez Renault.", "Il a été promu chef d'équipe chez Renault."),
    ("Je suis végétarienne.", "Mon copain mange de la viande mais ça nous pose aucun problème"),
    ("J'habitais à Marseille.", "Maintenant j'habite à Nice, c'est plus calme"),
    ("Je fais de la natation.", "j'ai commencé l'escalade aussi, j'adore"),
    ("Je suis célibataire.", "J'aimerais bien rencontrer quelqu'un cette année, on verra"),
    # --- es (7) ---
    ("Vivo en Madrid.", "Este finde me voy a Barcelona a ver a mi hermana"),
    ("Tengo un perro.", "Ahora también tenemos un gato, se llama Churro jaja"),
    ("Trabaja como profesora.", "Este año le han dado la tutoría de tercero."),
    ("Antes vivía en Bogotá.", "Ahora vivo en Medellín con mi novio"),
    ("No como carne.", "Tampoco tomo leche, me sienta fatal"),
    ("Estudio medicina.", "Me encantaría especializarme en pediatría algún día"),
    ("Vive en Sevilla.", "Su hermano se mudó de Sevilla a Londres el año pasado."),
    # --- pt (7) ---
    ("Moro em Lisboa.", "Passei o fim de semana no Algarve, que calor!"),
    ("Tenho um cachorro.", "Adotamos mais um, agora são dois cachorros aqui em casa kkkk"),
    ("Trabalha no Itaú.", "Ele foi promovido a gerente no Itaú."),
    ("Morava em Curitiba.", "Hoje moro em Florianópolis e não troco por nada"),
    ("Sou casada.", "Meu marido tá viajando a trabalho essa semana"),
    ("Faço pilates.", "Comecei a correr também, três vezes por semana"),
    ("Não bebo café.", "Também parei de tomar refrigerante"),
    # --- it (7) ---
    ("Abito a Milano.", "Sono a Roma per lavoro fino a venerdì"),
    ("Ho un gatto.", "Abbiamo preso anche un cane, si chiama Briciola"),
    ("Lavora in banca.", "L'hanno spostata in un'altra filiale della stessa banca, più vicina a casa."),
    ("Abitavo a Napoli.", "Adesso abito a Firenze."),
    ("Suono il pianoforte.", "Mi piacerebbe imparare anche il violoncello"),
    ("Sono fidanzata con Luca.", "Io e Luca ci sposiamo a giugno!!"),
    ("Non fumo.", "Mio padre ha smesso di fumare, finalmente!"),
    # --- zh (7) ---
    ("我住在北京。", "下周去上海出差，三天就回来"),
    ("我养了一只猫。", "最近又养了一只狗，两个小家伙天天打架哈哈"),
    ("在腾讯工作。", "她在腾讯升职了，现在带一个小团队"),
    ("我以前住在广州。", "现在住在深圳，离公司近"),
    ("我不吃辣。", "我也不太喝酒"),
    ("我会弹钢琴。", "最近开始学吉他了"),
    ("我是老师。", "我老公也是老师，我们在同一个学校"),
    # --- ru (7) ---
    ("Живу в Москве.", "На выходных ездила в Питер, погода была ужасная"),
    ("У меня есть собака.", "Мы ещё и кота завели, теперь у нас зоопарк))"),
    ("Работает в Сбербанке.", "Её повысили до руководителя отдела в Сбере."),
    ("Раньше жил в Омске.", "Сейчас живу в Екатеринбурге."),
    ("Не пью алкоголь.", "Мой брат тоже бросил пить, я так рад за него"),
    ("Играю в шахматы.", "Записался ещё на теннис, хожу по средам"),
    ("Я замужем.", "Мечтаю когда-нибудь переехать с мужем к морю"),
]
