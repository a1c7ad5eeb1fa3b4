"""The order of try, except, else and finally blocks in several flows."""


def run(action):
    try:
        print("  try")
        if action == "raise":
            raise ValueError("boom")
        if action == "return":
            return "returned"
    except ValueError as error:
        print("  except", error)
    else:
        print("  else")
    finally:
        print("  finally")
    return "end"


for action in ["normal", "raise", "return"]:
    print(action, "->", run(action))
