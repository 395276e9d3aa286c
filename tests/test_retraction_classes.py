"""The classes of corrections ``zeusmem.rules.retractions`` reads since branch ``corrfix`` (issue 25), on
probe pairs written for this module in phrasings of their own (none is a corpus pair), each kind next to a
look-alike it must leave alone:

* a verb that leaves the old thing behind ("sold the Corolla", "stopped going to Dr. Reyes", "sluttet
  ved", "a plecat de la"), unless another person or a count is its subject ("Two members quit the club");
* a change from the old value to another ("from X to Y", "von X nach Y", "z X do Y") under a word of
  change, not a route ("commute from Leeds to York");
* the old thing gone after it ("the Elm Road branch has closed", "X removed", "X slettet"), not a closure
  bounded in time ("closed until Monday", "shut on the 3rd");
* an agent's confirmation question answered "no" ("Do you still bank with Northwind? -- User: nope, ...");
* a value quoted only in a question or as the old one in parentheses ("(was 19:00)") is no value kept;
* an inflected name is the same one ("z Krakowa" for "w Krakowie");
* a form field set again to another value under a word of edit ("Settings updated -- Seat preference: aisle");
* abbreviations and ordinals end no sentence ("dr. Brandt", "kl. 9.30", "18. mai"), and a name after a
  title is a name, not a sentence's first word.

Pure: ``retractions.corrects`` and ``claims.relation`` with a fixed cosine.
"""

from __future__ import annotations

import pytest

from zeusmem.rules import claims, retractions

#: (new, old): corrections of the classes above
CORRECTED = [
    # leaving verbs
    ("I sold the Corolla last spring and ride an e-bike now.", "I drive a Corolla."),
    ("The user stopped going to Dr. Reyes; a clinic in Eastfield handles their check-ups now.",
     "The user's GP is Dr. Reyes."),
    ("User came off the night shifts at Halden Mill and now works days at a bakery.",
     "User works night shifts at Halden Mill."),
    ("Brukeren sluttet i Nordbanken i fjor og jobber nå i et forsikringsselskap.", "Brukeren jobber i Nordbanken."),
    ("Utilizatorul a plecat de la spitalul din Arad și acum lucrează într-o farmacie.",
     "Utilizatorul lucrează la spitalul din Arad."),
    # a change from one value to another
    ("Wir sind im Herbst von Hamburg nach Köln umgezogen.", "Ich wohne in Hamburg."),
    ("Switched our insurer from Allfair to Brightcover in March.", "Our home insurer is Allfair."),
    ("Przeprowadziłem się z Krakowa do Gdańska.", "Mieszkam w Krakowie."),  # and an inflected name
    # the old thing gone
    ("The Elm Road branch has closed, so I bank online now.", "I bank at the Elm Road branch."),
    ("Standing order to Pellow Ltd removed; rent now goes to Harlan Estates.",
     "Rent is paid by standing order to Pellow Ltd."),
    # a confirmation question answered no
    ("Agent: Do you still bank with Northwind? — User: nope, moved everything to Kestrel Credit Union in May.",
     "The user banks with Northwind."),
    ("Assistant: Is practice still at the Dunmore rink? — User: nah, we train at Riverside Arena now.",
     "The user's hockey practice is at the Dunmore rink."),
    # a value only asked about, or given as the old one in parentheses
    ("Assistant: Your dentist visit is on the 4th, right? — User: the 14th actually.",
     "The user's dentist visit is on the 4th."),
    ("Spin class moved: now Thursdays 18:30 (was 19:00).", "Spin class is on Thursdays at 19:00."),
    # a form field set again under a word of edit
    ("Settings updated — Seat preference: aisle.", "Settings — Seat preference: window."),
    ("Perfil cambiado — Idioma preferido: inglés.", "Perfil — Idioma preferido: español."),
    # abbreviations end no sentence, and a name after a title is a name
    ("Korisnica više ne ide kod dr. Babića; nova doktorica je dr. Perić.", "Doktor korisnice je dr. Babić."),
]

#: (new, old): look-alikes each class must leave alone
KEPT = [
    ("Korisnikova supruga je promijenila zubara, sada ide kod dr. Marić.",
     "Korisnikov zubar je dr. Kovač."),  # another person (a wife) changed
    ("Brugerens søster er flyttet fra Aarhus til Odense.", "Brugeren bor i Aarhus."),  # another person moved
    ("Two members left the book club, so we're recruiting now.", "I run a book club."),  # others left
    ("My brother sold his Corolla and bought a van.", "I drive a Corolla."),  # another person sold
    ("I take the train from Leeds to York every day now.", "I live in Leeds."),  # a route, no change
    ("Agent: Do you still bank with Northwind? — User: yes, and I opened a savings account there too.",
     "The user banks with Northwind."),  # answered yes
    ("Agent: Shall I remind you about the Dunmore rink? — User: no thanks, I'll remember.",
     "The user's hockey practice is at the Dunmore rink."),  # no to something else, nothing new
    ("The café next to the Elm Road branch has closed.", "I bank at the Elm Road branch."),  # another thing
    # a closure bounded in time is temporary: the old place or slot stands
    ("The Elm Road branch is closed until Monday for repairs.", "I bank at the Elm Road branch."),
    ("Heads up: Riverside Library shut on the 3rd for stocktaking.", "My library is Riverside Library."),
    ("Das Hallenbad Nord ist am Sonntag geschlossen.", "Ich schwimme im Hallenbad Nord."),
    ("No choir practice this week, St Mary's hall is closed.", "Choir practice is at St Mary's hall on Tuesdays."),
    ("Settings — Seat preference: window. Meal preference: vegetarian.",
     "Settings — Seat preference: window."),  # another field
    ("Settings updated — Meal preference: vegetarian.", "Settings — Seat preference: window."),  # another field
    ("Settings updated — Seat preference: window (confirmed).", "Settings — Seat preference: window."),  # same
]


@pytest.mark.parametrize(("new", "old"), CORRECTED)
def test_a_class_of_correction_supersedes(new: str, old: str) -> None:
    assert retractions.corrects(new, old, 0.7), (new, old)
    assert claims.relation(new, old, 0.7).kind == "supersede", (new, old)


@pytest.mark.parametrize(("new", "old"), KEPT)
def test_its_look_alike_is_kept(new: str, old: str) -> None:
    assert not retractions.corrects(new, old, 0.7), (new, old)


def test_abbreviations_and_ordinals_end_no_sentence() -> None:
    split = retractions._sentences  # noqa: SLF001
    assert split("Kalender: tannlege fredag 14. mars kl. 10.30.") == ["Kalender: tannlege fredag 14. mars kl. 10.30."]
    assert split("Ask dr. Brandt first. Then book it.") == ["Ask dr. Brandt first.", "Then book it."]
    assert split("I said no. Then I left.") == ["I said no.", "Then I left."]
