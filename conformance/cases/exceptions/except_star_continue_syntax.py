while True:
    try:
        pass
    except* ValueError:
        continue
